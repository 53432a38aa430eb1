/** Line icons of the portal (24 px grid, 1.5 px stroke). Decorative: controls carry the names. */
import { icon } from "../layout/icons";

export const FileIcon = icon(
  "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z",
  "M14 3v5h5M9 13h6M9 17h4",
);

export const ImageIcon = icon(
  <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />,
  <circle cx="9" cy="10" r="1.75" />,
  "M20.5 16l-5-5-8.5 8.5",
);

export const EyeIcon = icon(
  "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z",
  <circle cx="12" cy="12" r="2.75" />,
);

export const DownloadIcon = icon("M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14");

export const UploadIcon = icon("M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19.5h14");

export const MailIcon = icon(<rect x="3" y="5.5" width="18" height="13" rx="1.5" />, "m3.5 7 8.5 6 8.5-6");

export const CheckIcon = icon("M5 12.5l4.5 4.5L19 7.5");

export const PencilIcon = icon("M4 20h4L19 9l-4-4L4 16v4z", "M13.5 6.5l4 4");

export const CalendarIcon = icon(
  <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />,
  "M3.5 10h17M8 3v4M16 3v4",
);

export const PinIcon = icon(
  "M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z",
  <circle cx="12" cy="10" r="2.25" />,
);

export const AlertIcon = icon(<circle cx="12" cy="12" r="9" />, "M12 7.5v5.5M12 16.25v.25");
