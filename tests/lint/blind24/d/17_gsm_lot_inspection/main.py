import numpy as np

from inspect_lots import incoming_lot, reinspection

rng = np.random.default_rng(12)
spec = np.float32(180.0)
for lot in range(5):
    grams = rng.normal(1.8, 0.06, size=20).astype(np.float32)
    mean, std, frac = incoming_lot(grams, spec)
    if float(frac) > 0.1:
        grams2 = rng.normal(1.8, 0.05, size=20).astype(np.float32)
        mean, std, frac = reinspection(grams2, spec)
    print(f"lot {lot}: {float(mean):.1f} g/m2 +- {float(std):.1f}, off-spec {float(frac):.2f}")
