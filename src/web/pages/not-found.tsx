import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Card, CardContent } from '../ui/card.js';

export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('Page not found'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="size-8 text-danger-icon" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground">{t('404 Page Not Found')}</h1>
          </div>
          <p className="text-muted">{t('Did you forget to add the page to the router?')}</p>
          <p className="mt-6">
            <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('Go to the home page')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
