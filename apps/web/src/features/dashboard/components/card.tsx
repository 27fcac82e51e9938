import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A dashboard card: a titled region (its title is an <h2>, the page's one <h1> is the page title). */
export function DashboardCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`card-${id}`}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        {action && <div style={{ marginTop: 'auto', paddingTop: 8 }}>{action}</div>}
      </CardContent>
    </Card>
  );
}

/** What a card says when its capability has nothing (or is not there). */
export function NothingYet({ text }: { text: string }) {
  return <Typography color="text.secondary">{text}</Typography>;
}
