/** Keys the API and the System Parameter Settings page share; the seed creates them once. */
export const SYSTEM_PARAMETERS = [
  {
    key: 'gcd.status.source',
    value: 'DATABASE',
    description:
      "Source of the toolbar's gcdStatus label: DATABASE (live database check), SYNC (last directory synchronisation run) or STATIC (gcd.status.text)",
  },
  { key: 'gcd.status.text', value: 'Online', description: 'Label shown when gcd.status.source is STATIC' },
  {
    key: 'session.accessToken.minutes',
    value: '15',
    description: 'Access token lifetime shown to administrators (minutes)',
  },
  {
    key: 'session.idleTimeout.minutes',
    value: '480',
    description: 'Session idle timeout shown to administrators (minutes)',
  },
  {
    key: 'session.absoluteTimeout.hours',
    value: '24',
    description: 'Session absolute lifetime shown to administrators (hours)',
  },
  {
    key: 'import.maxFileSizeMb',
    value: '20',
    description: 'Largest accepted contact import file (MB, Excel only)',
  },
  { key: 'import.maxRows', value: '10000', description: 'Most rows one contact import may hold' },
  { key: 'export.retentionDays', value: '7', description: 'Days a finished export stays downloadable' },
  { key: 'auditLog.retentionDays', value: '2555', description: 'Days audit records are kept (seven years)' },
  { key: 'notice.autoHideMs', value: '2000', description: 'How long notices stay on screen (milliseconds)' },
  {
    key: 'support.email',
    value: 'it.servicedesk@harbourpacific.com',
    description: 'Where users are sent for help',
  },
] as const;

export type SystemParameterKey = (typeof SYSTEM_PARAMETERS)[number]['key'];
