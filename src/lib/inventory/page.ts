/** The inventory report's address, linked from the operators page (its inventory section and step 3). */
export const INVENTORY_PATH = '/operators/inventory/';
