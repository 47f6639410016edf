/**
 * The pages rendered to HTML at build time (scripts/build-web.ts), so they paint before the JavaScript
 * has run: each path with the module of its page, whose chunk the HTML preloads. To prerender another
 * public page, add it here. A page listed must render the same for every visitor before its data
 * loads (the guest's view), since the browser hydrates the same HTML for everyone.
 */
export const prerenderedPages: Record<string, string> = {
  '/': 'src/web/home/home-page.tsx',
  '/auth': 'src/web/auth/auth-page.tsx',
  '/pricing': 'src/web/billing/pricing-page.tsx',
  '/about': 'src/web/pages/about-page.tsx',
  '/privacy': 'src/web/pages/privacy-page.tsx',
  '/terms': 'src/web/pages/terms-page.tsx',
  '/contact': 'src/web/contact/contact-page.tsx',
  '/lp/my': 'src/web/landing/landing-page.tsx',
  '/lp/your': 'src/web/landing/landing-page.tsx',
  '/lp/mentor': 'src/web/landing/landing-page.tsx',
};
