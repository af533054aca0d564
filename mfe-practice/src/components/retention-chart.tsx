// Retention by day (recharts): the share of that day's reviews that recalled their concept.
import { Box, Text, useToken } from '@chakra-ui/react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RetentionPoint } from '../api/review';

const shortDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export default function RetentionChart({ history }: { history: RetentionPoint[] }) {
  const [accent, grid, muted] = useToken('colors', ['accent.600', 'gray.200', 'gray.600']);
  const points = history.map((p) => ({ ...p, day: shortDay(p.date) }));
  const last = points.at(-1);
  const summary = `Retention over ${points.length} review ${points.length === 1 ? 'day' : 'days'}${last ? `, latest ${last.retention}% of ${last.reviews} reviews` : ''}.`;
  return (
    <Box as="figure" aria-label="Retention by day">
      <Box h="40" role="img" aria-label={summary} data-testid="retention-chart" css={{ '& .recharts-surface': { overflow: 'visible' } }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid stroke={grid} strokeDasharray="3 3" />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: muted }} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 12, fill: muted }} unit="%" />
            <Tooltip formatter={(value) => [`${String(value)}%`, 'Recalled']} />
            <Line type="monotone" dataKey="retention" stroke={accent} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Text as="figcaption" srOnly>
        {summary}
      </Text>
    </Box>
  );
}
