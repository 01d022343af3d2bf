import type { SvgIconComponent } from '@mui/icons-material';
import CarpenterIcon from '@mui/icons-material/Carpenter';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ComputerIcon from '@mui/icons-material/Computer';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import HandymanIcon from '@mui/icons-material/Handyman';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PetsIcon from '@mui/icons-material/Pets';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import SchoolIcon from '@mui/icons-material/School';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SpaIcon from '@mui/icons-material/Spa';
import YardIcon from '@mui/icons-material/Yard';

/**
 * Pictures by the API's `icon` name (the seeded categories use these); a category an admin
 * adds later with another name, or none, gets the generic tools icon.
 */
const ICONS: Record<string, SvgIconComponent> = {
  plumbing: PlumbingIcon,
  bolt: ElectricalServicesIcon,
  home: CleaningServicesIcon,
  carpentry: CarpenterIcon,
  yard: YardIcon,
  spa: SpaIcon,
  health: SelfImprovementIcon,
  school: SchoolIcon,
  computer: ComputerIcon,
  celebration: CelebrationIcon,
  truck: LocalShippingIcon,
  pets: PetsIcon,
};

export function categoryIcon(icon: string | null): SvgIconComponent {
  return (icon && ICONS[icon]) || HandymanIcon;
}
