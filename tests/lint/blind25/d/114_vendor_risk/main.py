import numpy as np
from history import VendorLedger
from risk import vendor_risk

rng = np.random.default_rng(0)
ledger = VendorLedger()
for vendor in ["Acme", "Globex", "Acme", "Initech", "Globex", "Acme"]:
    scores = rng.normal(size=10).astype(np.float32)
    r = float(vendor_risk(scores, ledger.exposure(vendor)))
    ledger.record(vendor, round(r, 2))
    print(vendor, round(r, 3))
