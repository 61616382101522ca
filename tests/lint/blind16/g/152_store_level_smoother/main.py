import numpy as np

from smoothing import holt_winters_level
from sources import FEEDS

rng = np.random.default_rng(120)
for name, loader in FEEDS:
    series = loader(rng, 90).reshape(-1, 1)
    level = holt_winters_level(series)
    print(name, series.shape, np.round(np.asarray(level), 2))
