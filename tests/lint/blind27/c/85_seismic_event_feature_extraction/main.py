import numpy as np

from features import energy_features
from stations import LAYOUT, fetch

rng = np.random.default_rng(85)
for event in range(2):
    for sta in LAYOUT:
        feats = energy_features(fetch(sta, rng))
        print(event, sta, np.round(np.asarray(feats), 3))
