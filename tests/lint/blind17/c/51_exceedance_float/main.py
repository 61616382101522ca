import numpy as np

from config import THRESHOLDS
from indices import exceedance_frequency

rng = np.random.default_rng(0)
scale = {"tp": 5.0, "t2m": 295.0, "ws10": 10.0, "mx2t": 300.0}
for var, thr in THRESHOLDS.items():
    fields = (scale[var] * (1 + 0.1 * rng.standard_normal((30, 16, 24)))).astype(np.float32)
    freq = exceedance_frequency(fields, float(thr))
    print(var, float(freq.mean()))
