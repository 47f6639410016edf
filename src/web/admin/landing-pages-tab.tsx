import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, MousePointerClick, UserPlus, Users, WalletCards } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { Funnel, LandingAnalyticsResponse, TrackingCampaign } from '../../contract/landing.js';
import { type LandingPageKey, landingPageKeys, landingPageMeta } from '../../contract/landing-values.js';
import type { Translator } from '../../i18n/translate.js';
import { translateMessage, translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { landingMeta } from '../landing/landing-content.js';
import { errorMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { generateCampaign, landingPagesKeys, landingPagesQueries } from './landing-pages-queries.js';

/** Whole numbers in the page's language. */
function useCount(): (n: number) => string {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale);
  return (n) => format.format(n);
}
const pageName = (key: string | null, t: Translator = translator()) =>
  key && key in landingPageMeta ? landingMeta(key as LandingPageKey, t).name : (key ?? '—');

/** A landing page's address in the app. */
const landingPath = (key: LandingPageKey) => `/lp/${key}`;

async function copyUrl(url: string): Promise<void> {
  const t = translator();
  try {
    if (!navigator.clipboard) throw new Error(t('The clipboard is not available on this page.'));
    await navigator.clipboard.writeText(url);
    toast({
      title: t('URL copied'),
      description: t('The campaign link is on your clipboard.'),
      variant: 'success',
    });
  } catch (err) {
    toast({ title: t('Failed to copy URL'), description: errorMessage(err), variant: 'destructive' });
  }
}

/**
 * The console's Landing Pages tab: totals, the campaign link generator, each landing page's funnel
 * (visits -> clicks -> signups -> subscriptions) and top referrers, and each campaign's funnel.
 */
export function LandingPagesTab({ className }: { className?: string }) {
  const t = useT();
  const analytics = useQuery(landingPagesQueries.analytics());
  const [generated, setGenerated] = useState<TrackingCampaign | null>(null);

  useEffect(() => {
    // A failed load is logged; the tab itself says the figures are missing and offers a retry.
    if (analytics.isError) console.warn('Landing page analytics could not be loaded', analytics.error);
  }, [analytics.isError, analytics.error]);

  return (
    <section aria-labelledby="landing-pages-heading" className={cn('flex flex-col gap-6', className)}>
      <h2 id="landing-pages-heading" className="text-2xl font-bold text-foreground">
        {t('Landing Pages')}
      </h2>
      {analytics.isPending ? (
        <Spinner label={t('Loading landing page analytics')} className="min-h-40" />
      ) : analytics.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <p className="text-foreground">{t('The landing page figures could not be loaded.')}</p>
            <Button variant="outline" onClick={() => void analytics.refetch()}>
              {t('Try again')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SummaryCards data={analytics.data} />
      )}
      <CampaignGenerator onGenerated={setGenerated} />
      {analytics.data && (
        <>
          <PageTable data={analytics.data} />
          <CampaignTable campaigns={analytics.data.trackingCampaigns} />
        </>
      )}
      <GeneratedDialog campaign={generated} onClose={() => setGenerated(null)} />
    </section>
  );
}

function total(data: LandingAnalyticsResponse): Funnel {
  const sum: Funnel = { visits: 0, clicks: 0, signups: 0, subscriptions: 0 };
  for (const key of landingPageKeys) {
    const page = data.summary[key];
    sum.visits += page.visits;
    sum.clicks += page.clicks;
    sum.signups += page.signups;
    sum.subscriptions += page.subscriptions;
  }
  return sum;
}

function SummaryCards({ data }: { data: LandingAnalyticsResponse }) {
  const t = useT();
  const count = useCount();
  const sum = total(data);
  const cards: { label: string; value: number; icon: ReactNode }[] = [
    { label: t('Total Visits'), value: sum.visits, icon: <Users aria-hidden="true" className="size-5" /> },
    {
      label: t('Total Clicks'),
      value: sum.clicks,
      icon: <MousePointerClick aria-hidden="true" className="size-5" />,
    },
    { label: t('Signups'), value: sum.signups, icon: <UserPlus aria-hidden="true" className="size-5" /> },
    {
      label: t('Subscriptions'),
      value: sum.subscriptions,
      icon: <WalletCards aria-hidden="true" className="size-5" />,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('Totals of all landing pages')}>
      {cards.map((card) => (
        <li key={card.label}>
          <Card className="flex h-full flex-col gap-1 p-4">
            <span className="flex items-center gap-2 text-sm font-medium text-subtle">
              {card.icon}
              {card.label}
            </span>
            <span className="text-3xl font-bold text-foreground-strong">{count(card.value)}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The contract's message for a missing field (translated with the contract's texts, in shared.json). */
const missing = 'Please fill in all campaign fields';

function CampaignGenerator({ onGenerated }: { onGenerated: (campaign: TrackingCampaign) => void }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [campaignName, setName] = useState('');
  const [subdomain, setPage] = useState('');
  const [campaignSource, setSource] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: generateCampaign,
    onSuccess: (campaign) => {
      toast({
        title: t('Campaign link generated'),
        description: campaign.campaignName
          ? t('{campaign} is ready to share.', { campaign: campaign.campaignName })
          : t('The campaign is ready to share.'),
        variant: 'success',
      });
      setName('');
      setPage('');
      setSource('');
      setShowMissing(false);
      onGenerated(campaign);
      void queryClient.invalidateQueries({ queryKey: landingPagesKeys.analytics });
    },
    onError: (err) =>
      toast({
        title: translator()('Failed to generate campaign link'),
        description: errorMessage(err),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = campaignName.trim();
    const source = campaignSource.trim();
    if (!name || !source || !(landingPageKeys as readonly string[]).includes(subdomain)) {
      setShowMissing(true);
      toast({ title: translateMessage(missing), variant: 'destructive' });
      return;
    }
    mutation.mutate({ campaignName: name, subdomain: subdomain as LandingPageKey, campaignSource: source });
  };
  const errorFor = (value: string) => (showMissing && !value.trim() ? missing : undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden="true" className="size-5 text-primary" /> {t('Campaign Link Generator')}
        </CardTitle>
        <CardDescription>
          {t(
            'A link to a landing page with its own tracking code: visits, clicks, signups and subscriptions that come through it are counted for the campaign.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
        >
          <FormField id={`${id}-name`} label={t('Campaign name')} error={errorFor(campaignName)}>
            <Input
              {...fieldAria(`${id}-name`, errorFor(campaignName))}
              value={campaignName}
              maxLength={100}
              placeholder={t('Spring newsletter')}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-page`} label={t('Landing page')} error={errorFor(subdomain)}>
            <NativeSelect
              {...fieldAria(`${id}-page`, errorFor(subdomain))}
              value={subdomain}
              onChange={(e) => setPage(e.target.value)}
            >
              <option value="">{t('Choose a landing page')}</option>
              {landingPageKeys.map((key) => (
                <option key={key} value={key}>
                  {t('{page} ({path})', { page: pageName(key, t), path: landingPath(key) })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-source`} label={t('Source')} error={errorFor(campaignSource)}>
            <Input
              {...fieldAria(`${id}-source`, errorFor(campaignSource))}
              value={campaignSource}
              maxLength={100}
              placeholder={t('newsletter, facebook, radio...')}
              list={`${id}-sources`}
              onChange={(e) => setSource(e.target.value)}
            />
            <datalist id={`${id}-sources`}>
              {['facebook', 'google', 'instagram', 'newsletter', 'radio', 'flyer', 'partner'].map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </FormField>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('Generating...') : t('Generate Link')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** A table that scrolls sideways on a phone; keyboard users can scroll it too. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-border bg-surface focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      {children}
    </section>
  );
}

const th = 'px-4 py-3 text-start text-sm font-semibold whitespace-nowrap text-foreground';
const td = 'px-4 py-3 align-top text-foreground-soft';
const num = `${td} text-end tabular-nums`;

function FunnelCells({ funnel }: { funnel: Funnel }) {
  const count = useCount();
  return (
    <>
      <td className={num}>{count(funnel.visits)}</td>
      <td className={num}>{count(funnel.clicks)}</td>
      <td className={num}>{count(funnel.signups)}</td>
      <td className={num}>{count(funnel.subscriptions)}</td>
    </>
  );
}

function FunnelHeads() {
  const t = useT();
  return [t('Visits'), t('Clicks'), t('Signups'), t('Subscriptions')].map((h) => (
    <th key={h} scope="col" className={`${th} text-end`}>
      {h}
    </th>
  ));
}

function PageTable({ data }: { data: LandingAnalyticsResponse }) {
  const t = useT();
  const count = useCount();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold text-foreground">{t('By landing page')}</h3>
      <ScrollTable label={t('Analytics by landing page')}>
        <table className="w-full min-w-[44rem] border-collapse">
          <thead className="border-b border-border bg-surface-muted">
            <tr>
              <th scope="col" className={th}>
                {t('Landing page')}
              </th>
              <FunnelHeads />
              <th scope="col" className={th}>
                {t('Top referrers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {landingPageKeys.map((key) => (
              <tr key={key} className="border-b border-border last:border-0">
                <th scope="row" className={`${td} text-start font-medium text-foreground`}>
                  {pageName(key, t)}
                  <span className="block text-sm font-normal text-subtle">{landingPath(key)}</span>
                </th>
                <FunnelCells funnel={data.summary[key]} />
                <td className={td}>
                  {data.details[key].topReferrers.length === 0 ? (
                    <span className="text-subtle">{t('None yet')}</span>
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {data.details[key].topReferrers.map((r) => (
                        <li key={`${r.referrer}|${r.campaignSource}`} className="text-sm">
                          <span className="font-medium text-foreground">{r.referrer}</span>{' '}
                          <span className="text-subtle">
                            {r.campaignSource
                              ? t('({count}, {source})', { count: count(r.count), source: r.campaignSource })
                              : t('({count})', { count: count(r.count) })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

function CampaignTable({ campaigns }: { campaigns: TrackingCampaign[] }) {
  const t = useT();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold text-foreground">{t('Campaigns')}</h3>
      {campaigns.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border-strong bg-surface-muted p-6 text-muted">
          {t('No campaigns yet. Generate a link above to start measuring one.')}
        </p>
      ) : (
        <ScrollTable label={t('Campaigns')}>
          <table className="w-full min-w-[56rem] border-collapse">
            <thead className="border-b border-border bg-surface-muted">
              <tr>
                <th scope="col" className={th}>
                  {t('Campaign')}
                </th>
                <th scope="col" className={th}>
                  {t('Landing page')}
                </th>
                <th scope="col" className={th}>
                  {t('Source')}
                </th>
                <FunnelHeads />
                <th scope="col" className={th}>
                  {t('Created')}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id} className="border-b border-border last:border-0">
                  <th scope="row" className={`${td} text-start font-medium text-foreground`}>
                    {c.campaignName ?? '—'}
                    <span className="block font-mono text-sm font-normal text-subtle">{c.trackingCode}</span>
                  </th>
                  <td className={td}>{pageName(c.subdomain)}</td>
                  <td className={td}>{c.campaignSource ?? '—'}</td>
                  <FunnelCells funnel={c} />
                  <td className={`${td} whitespace-nowrap`}>{day.format(new Date(c.createdAt))}</td>
                  <td className={td}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void copyUrl(c.fullUrl)}
                      aria-label={t('Copy URL of {campaign}', { campaign: c.campaignName ?? c.trackingCode })}
                    >
                      <Copy aria-hidden="true" /> {t('Copy URL')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </div>
  );
}

function GeneratedDialog({ campaign, onClose }: { campaign: TrackingCampaign | null; onClose: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Campaign link ready')}</DialogTitle>
          <DialogDescription>
            {campaign?.campaignName
              ? t(
                  'Share this link for {campaign}. Everyone who arrives through it is counted for the campaign on {page}.',
                  { campaign: campaign.campaignName, page: pageName(campaign.subdomain) },
                )
              : t(
                  'Share this link for the campaign. Everyone who arrives through it is counted for the campaign on {page}.',
                  { page: pageName(campaign?.subdomain ?? null) },
                )}
          </DialogDescription>
        </DialogHeader>
        <FormField id={`${id}-url`} label={t('Campaign URL')}>
          <Input
            id={`${id}-url`}
            readOnly
            value={campaign?.fullUrl ?? ''}
            className="font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('Close')}
          </Button>
          <Button onClick={() => campaign && void copyUrl(campaign.fullUrl)}>
            <Copy aria-hidden="true" /> {t('Copy URL')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
