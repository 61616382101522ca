import numpy as np

from detect import kurtosis_score
from scan import windows

rng = np.random.default_rng(118)
day = rng.normal(size=10_000).astype(np.float32)
day[4_200:4_260] += 8 * rng.normal(size=60).astype(np.float32)
hits = []
for start, w in windows(day, 1000, 500):
    if float(kurtosis_score(w)) > 6.0:
        hits.append(start)
print(hits)
