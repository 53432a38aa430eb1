import type { ServiceIcon as ServiceIconName } from "../../content/services";
import { Icon } from "../layout/nav-icons";

const PATHS: Record<ServiceIconName, string[]> = {
  home: ["M4.5 14.5 16 5l11.5 9.5", "M7.5 12.5V27h17V12.5", "M13 27v-7.5a3 3 0 0 1 6 0V27"],
  sparkles: [
    "M13 5.5c.8 4.6 2.9 6.7 7.5 7.5-4.6.8-6.7 2.9-7.5 7.5-.8-4.6-2.9-6.7-7.5-7.5 4.6-.8 6.7-2.9 7.5-7.5Z",
    "M23.5 18.5c.4 2.3 1.5 3.4 3.8 3.8-2.3.4-3.4 1.5-3.8 3.8-.4-2.3-1.5-3.4-3.8-3.8 2.3-.4 3.4-1.5 3.8-3.8Z",
  ],
  message: ["M5.5 7.5h21v14h-11l-6 4.5v-4.5h-4z", "M10.5 13h11M10.5 16.5h7"],
};

/** Thin line icons for the three services (decorative: the card title names the service). */
export function ServiceIcon({ name, size = 32 }: { name: ServiceIconName; size?: number }) {
  return (
    <Icon size={size} grid={32} stroke="1.25">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
