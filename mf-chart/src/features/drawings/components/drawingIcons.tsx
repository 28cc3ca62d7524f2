import { Icon } from '../../../shared/ui/icons';

/** The drawing rail's icons (decorative: each button carries its accessible name), in the drawings' own chunks. */
export const DRAWING_ICONS = {
  trendLine: (
    <Icon>
      <path d="M2.5 13.5 13.5 2.5" />
      <circle cx="2.5" cy="13.5" r="1.3" />
      <circle cx="13.5" cy="2.5" r="1.3" />
    </Icon>
  ),
  horizontalLine: (
    <Icon>
      <path d="M1.5 8h13" />
      <circle cx="8" cy="8" r="1.3" />
    </Icon>
  ),
  ray: (
    <Icon>
      <path d="M2.5 12.5 14 4" />
      <circle cx="2.5" cy="12.5" r="1.3" />
      <path d="m11 3.5 3 .5-.6 3" />
    </Icon>
  ),
  rectangle: (
    <Icon>
      <rect x="2.5" y="4" width="11" height="8" rx="0.5" />
    </Icon>
  ),
  fibRetracement: (
    <Icon>
      <path d="M2 3h12M2 6.5h12M2 9.5h12M2 13h12" />
      <path d="M3 13 13 3" strokeDasharray="1.5 1.5" />
    </Icon>
  ),
  textNote: (
    <Icon>
      <path d="M3 3.5h10M8 3.5v9.5M6 13h4" />
    </Icon>
  ),
  priceRange: (
    <Icon>
      <path d="M2.5 3h11M2.5 13h11M8 4.5v7M6 6.5l2-2 2 2M6 9.5l2 2 2-2" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M5.5 3 2.5 6l3 3" />
      <path d="M2.5 6H10a3.5 3.5 0 0 1 0 7H6" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m10.5 3 3 3-3 3" />
      <path d="M13.5 6H6a3.5 3.5 0 0 0 0 7h4" />
    </Icon>
  ),
  drawingList: (
    <Icon>
      <path d="M5.5 4h8M5.5 8h8M5.5 12h8" />
      <circle cx="2.8" cy="4" r="0.6" />
      <circle cx="2.8" cy="8" r="0.6" />
      <circle cx="2.8" cy="12" r="0.6" />
    </Icon>
  ),
  magnet: (
    <Icon>
      <path d="M4 2.5v6a4 4 0 0 0 8 0v-6" />
      <path d="M4 5h2.5M9.5 5H12" />
      <path d="M6.5 2.5v6a1.5 1.5 0 0 0 3 0v-6" />
    </Icon>
  ),
  clear: (
    <Icon>
      <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 9h5.6l.7-9" />
    </Icon>
  ),
  star: (
    <Icon>
      <path d="m8 1.8 1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />
    </Icon>
  ),
  drawingStyle: (
    <Icon>
      <path d="M2 13.5h12" strokeWidth="2.4" />
      <path d="M2 9h12" strokeDasharray="2.5 2" />
      <path d="M2 4.5h12" strokeDasharray="0.5 2" />
    </Icon>
  ),
};
