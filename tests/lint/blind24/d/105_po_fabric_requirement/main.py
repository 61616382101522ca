from costing import po_fabric_metres
from po import PURCHASE_ORDERS, breakdown

for po in PURCHASE_ORDERS:
    metres = po_fabric_metres(breakdown(po), 0.04)
    print(po["po"], f"{float(metres):.0f} m")
