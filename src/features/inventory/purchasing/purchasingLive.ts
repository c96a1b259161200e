// Purchasing on screen, live (the live-data kit): the company's vendors and a site's purchase
// orders.
import type { LiveList } from '../../../services/firebase/live';
import {
  type PurchaseOrder,
  type SiteKey,
  subscribePurchaseOrders,
  subscribeVendors,
  type Vendor,
} from '../../../services/firebase/purchasing';
import { liveKit } from '../../../store/liveKit';

/** The company's vendors, by name. */
export const vendorsLive = liveKit<string, LiveList<Vendor>>({
  name: 'vendors',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeVendors(company, listener),
});

/** A site's purchase orders, newest first. */
export const purchaseOrdersLive = liveKit<SiteKey, LiveList<PurchaseOrder>>({
  name: 'purchaseOrders',
  keyOf: (k) => `${k.company}/${k.site}`,
  subscribe: (k, listener) => subscribePurchaseOrders(k, listener),
});
