/** System requirements for each operating system. */
export interface SystemRequirement {
  os: 'windows' | 'mac' | 'linux';
  /** Operating system name as shown. */
  name: string;
  version: string;
  memory: string;
  storage: string;
}

export const SYSTEM_REQUIREMENTS: readonly SystemRequirement[] = [
  {
    os: 'windows',
    name: 'Windows',
    version: 'Windows 10 ou superior',
    memory: '4 GB de RAM',
    storage: '500 MB de espaço livre',
  },
  {
    os: 'mac',
    name: 'macOS',
    version: 'macOS 10.15 ou superior',
    memory: '4 GB de RAM',
    storage: '500 MB de espaço livre',
  },
  {
    os: 'linux',
    name: 'Linux',
    version: 'Ubuntu 18.04 ou superior',
    memory: '4 GB de RAM',
    storage: '500 MB de espaço livre',
  },
];
