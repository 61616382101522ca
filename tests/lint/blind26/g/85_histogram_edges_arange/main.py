import numpy as np

from hist import peak_freq_hist
from species import RANGES, STEP

rng = np.random.default_rng(0)
peaks = rng.uniform(15, 62, size=500).astype(np.float32)
for name, (lo, hi) in RANGES.items():
    edges = np.arange(lo, hi + STEP, STEP, dtype=np.float32)
    h = peak_freq_hist(peaks, edges)
    print(name, len(edges) - 1, round(float(np.asarray(h).max()), 3))
