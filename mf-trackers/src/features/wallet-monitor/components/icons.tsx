/** Small stroke icons of the monitor (decorative: every button carries its own accessible name). */
const base = { width: 14, height: 14, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const PlusIcon = () => (
  <svg {...base}>
    <path d="M8 3v10M3 8h10" />
  </svg>
);
export const EditIcon = () => (
  <svg {...base}>
    <path d="M10.5 2.5l3 3L6 13H3v-3z" />
  </svg>
);
export const TrashIcon = () => (
  <svg {...base}>
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" />
  </svg>
);
export const MoreIcon = () => (
  <svg {...base}>
    <circle cx="3.5" cy="8" r=".6" />
    <circle cx="8" cy="8" r=".6" />
    <circle cx="12.5" cy="8" r=".6" />
  </svg>
);
export const BellIcon = ({ off }: { off: boolean }) => (
  <svg {...base}>
    <path d="M4 11V7a4 4 0 018 0v4l1 1.5H3zM6.5 14h3" />
    {off && <path d="M2.5 2.5l11 11" />}
  </svg>
);
export const ImportIcon = () => (
  <svg {...base}>
    <path d="M8 2.5v7M5 6.5l3 3 3-3M3 11.5v2h10v-2" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="7" cy="7" r="4" />
    <path d="M10 10l3.5 3.5" />
  </svg>
);
