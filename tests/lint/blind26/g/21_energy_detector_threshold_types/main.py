import numpy as np

from detector import detect_events
from thresholds import threshold_for

rng = np.random.default_rng(8)
for night in range(2):
    for site in ["marsh", "woodland", "reedbed", "meadow"]:
        energy = (10 + 3 * rng.standard_normal(1000)).astype(np.float32)   # dB, 2-6 kHz band
        n_events, total = detect_events(energy, threshold_for(site, energy))
        print(night, site, int(n_events))
