import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import PrecisionManufacturingOutlinedIcon from '@mui/icons-material/PrecisionManufacturingOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material';
import type { PersonaPickerType } from '../store/persona-modal-store';

/** The picture of a picker option (docs/product.md#data, picker option), one per persona type. */
export function PersonaTypeIcon({ type, ...props }: { type: PersonaPickerType } & SvgIconProps) {
  switch (type) {
    case 'Industry':
      return <FactoryOutlinedIcon {...props} />;
    case 'Role':
      return <BadgeOutlinedIcon {...props} />;
    case 'Experience':
      return <WorkspacePremiumOutlinedIcon {...props} />;
    case 'Geography':
      return <PublicOutlinedIcon {...props} />;
    case 'Manufacture':
      return <PrecisionManufacturingOutlinedIcon {...props} />;
    case 'plant size':
      return <ApartmentOutlinedIcon {...props} />;
  }
}
