import numpy as np

from dashboard import period_alerts

rng = np.random.default_rng(0)
for period in range(6):
    recent = rng.beta(4, 3, 32).astype(np.float32)
    hints = rng.beta(2, 4, 32).astype(np.float32)
    ids, n = period_alerts(recent, hints)
    print(f"period {period}: {n} flagged, notify about {ids}")
