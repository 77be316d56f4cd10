// 001 §7 GET /delivery/collection-points/smartcard: where an in-person replacement card is collected (NLC, name, CRS).
import type { Handler } from '../../context';

export const SMARTCARD_COLLECTION_POINTS = [
  { nlc: '5268', name: 'Brighton', crs: 'BTN' },
  { nlc: '5426', name: 'London Victoria', crs: 'VIC' },
  { nlc: '5148', name: 'London Bridge', crs: 'LBG' },
  { nlc: '5495', name: 'Gatwick Airport', crs: 'GTW' },
  { nlc: '5474', name: 'East Croydon', crs: 'ECR' },
  { nlc: '1004', name: 'Bedford', crs: 'BDM' },
  { nlc: '5502', name: 'Ashford International', crs: 'AFK' },
] as const;

export const listSmartcardCollectionPoints: Handler = async () => ({ result: SMARTCARD_COLLECTION_POINTS });
