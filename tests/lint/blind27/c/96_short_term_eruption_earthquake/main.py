import numpy as np

from forecast import gutenberg_richter_exceedance
from window import RecentEvents

rng = np.random.default_rng(96)
recent = RecentEvents()
for day in range(8):
    new = np.round(rng.exponential(0.43, 10) + 1.0, 1)
    recent.add(new)
    p = gutenberg_richter_exceedance(recent.array(), 1.0, 4.0)
    print(day, len(recent.buf), round(float(p), 5))
