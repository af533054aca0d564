// The dashboard's charts (recharts, loaded with this file only): score over time, scores by interview
// type, skill points. Colours come from the shared Chakra tokens.
import type { ReactElement } from 'react';
import { Box, Card, Heading, SimpleGrid, Text, useToken } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { skillLabel } from '@bullpen/shared';
import type { AnalyticsDashboard } from './api';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <Card.Root variant="outline" as="figure" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h3" size="sm" color="navy.900">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {/* Axis labels may run into the card's padding rather than be cut at the chart's edge. */}
        <Box h="56" role="img" aria-label={summary} data-testid="chart" css={{ '& .recharts-surface': { overflow: 'visible' } }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
        <Text as="figcaption" srOnly>
          {summary}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export default function Charts({ data }: { data: AnalyticsDashboard }) {
  const [accent, navy, grid, muted] = useToken('colors', ['accent.600', 'navy.600', 'gray.200', 'gray.600']);
  const timeline = data.charts.scoreOverTime.map((p) => ({ ...p, day: shortDate(p.date) }));
  const skills = data.charts.skills.map((s) => ({ skill: skillLabel(s.skill), points: s.points }));
  const axis = { fontSize: 12, fill: muted };
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      <ChartCard
        title="Score over time"
        summary={`Your ${timeline.length} results over time, from ${timeline[0]?.score ?? 0} to ${timeline.at(-1)?.score ?? 0} out of 100.`}
      >
        <LineChart data={timeline} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={axis} />
          <YAxis domain={[0, 100]} tick={axis} />
          <Tooltip formatter={(value) => [`${String(value)}/100`, 'Score']} labelFormatter={(_, items) => String(items?.[0]?.payload?.title ?? '')} />
          <Line type="monotone" dataKey="score" stroke={accent} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Scores by interview type"
        summary={data.charts.byType.map((t) => `${t.label} ${t.score}`).join(', ') || 'No scores yet.'}
      >
        <BarChart data={data.charts.byType} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axis} interval={0} />
          <YAxis domain={[0, 100]} tick={axis} />
          <Tooltip formatter={(value) => [`${String(value)}/100`, 'Average']} />
          <Bar dataKey="score" fill={navy} radius={[4, 4, 0, 0]} maxBarSize={56} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Skill points" summary={skills.map((s) => `${s.skill} ${s.points}`).join(', ')}>
        <RadarChart data={skills} outerRadius="62%">
          <PolarGrid stroke={grid} />
          <PolarAngleAxis dataKey="skill" tick={{ ...axis, fontSize: 10 }} />
          <PolarRadiusAxis tick={false} axisLine={false} />
          <Radar dataKey="points" stroke={accent} fill={accent} fillOpacity={0.35} isAnimationActive={false} />
          <Tooltip />
        </RadarChart>
      </ChartCard>
    </SimpleGrid>
  );
}
