// The Dashboard tab: the figures, Quick Access — Analytics and Candidate Chat lead to the company
// portal, Reports downloads the results CSV, the other tools open below (kept in the URL as ?tool=) —
// and the recent mock interviews.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { toaster } from '@bullpen/shared';
import { downloadResultsCsv } from '../../api/admin';
import { messageOf } from '../../components/field-errors';
import { AuditLog } from './audit-log';
import { EventManager } from './event-manager';
import { RecentMockInterviews } from './recent-mock-interviews';
import { UserManagement } from './user-management';
import { StatCards } from './stat-cards';

const TOOLS = { users: UserManagement, events: EventManager, audit: AuditLog } as const;
type ToolName = keyof typeof TOOLS;
const isTool = (value: string | null): value is ToolName => value !== null && value in TOOLS;

interface QuickAccess {
  label: string;
  description: string;
  /** A tool shown below, or a page. */
  tool?: ToolName;
  to?: string;
  action?: 'report';
}

const QUICK_ACCESS: QuickAccess[] = [
  { label: 'Analytics', description: 'The talent dashboard', to: '/company/analytics' },
  { label: 'User Management', description: 'Premium, company and admin roles', tool: 'users' },
  { label: 'Event Manager', description: 'The community events', tool: 'events' },
  { label: 'Candidate Chat', description: 'Conversations with candidates', to: '/company/chat' },
  { label: 'Reports', description: 'Download every result as CSV', action: 'report' },
  { label: 'Audit Log', description: 'Every admin change', tool: 'audit' },
];

export function DashboardTab() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [downloading, setDownloading] = useState(false);
  const requested = params.get('tool');
  const tool = isTool(requested) ? requested : null;
  const Tool = tool ? TOOLS[tool] : null;

  async function report() {
    setDownloading(true);
    try {
      await downloadResultsCsv();
      toaster.create({ type: 'success', title: 'Report downloaded' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Report failed', description: messageOf(error) });
    } finally {
      setDownloading(false);
    }
  }

  function open(item: QuickAccess) {
    if (item.to) void navigate(item.to);
    else if (item.action === 'report') void report();
    else if (item.tool) {
      setParams(item.tool === tool ? {} : { tool: item.tool }, { replace: true });
      setTimeout(() => document.getElementById(`tool-${item.tool}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    }
  }

  return (
    <Stack gap="8">
      <StatCards />
      <Box as="section" aria-label="Quick Access">
        <Heading as="h2" size="md" color="navy.900" mb="3">
          Quick Access
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {QUICK_ACCESS.map((item) => (
            <Button
              key={item.label}
              variant={item.tool && item.tool === tool ? 'solid' : 'outline'}
              colorPalette="navy"
              h="auto"
              py="4"
              px="5"
              justifyContent="flex-start"
              textAlign="left"
              whiteSpace="normal"
              loading={item.action === 'report' && downloading}
              aria-pressed={item.tool ? item.tool === tool : undefined}
              onClick={() => open(item)}
            >
              <Stack gap="0.5" align="flex-start">
                <Text fontWeight="semibold">{item.label}</Text>
                <Text fontSize="sm" fontWeight="normal" opacity={0.85}>
                  {item.description}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Box>
      <RecentMockInterviews />
      {Tool && tool && (
        <Box id={`tool-${tool}`} scrollMarginTop="20">
          <Tool />
        </Box>
      )}
    </Stack>
  );
}
