/** The Landing Pages tab: campaigns and landing-page analytics (built separately; this holds its place). */
export function LandingPagesTab() {
  return (
    <section aria-labelledby="landing-heading" className="flex flex-col gap-3">
      <h2 id="landing-heading" className="text-xl font-semibold text-foreground">
        Landing Pages
      </h2>
      <p className="text-muted">Landing-page analytics and campaign links are not available yet.</p>
    </section>
  );
}
