import numpy as np

from config import DETECTOR
from detector import screen_calls

rng = np.random.default_rng(0)
for night in range(5):
    settings = dict(DETECTOR)
    if night >= 3:
        settings["min_snr_db"] = 8.0          # windy nights: stricter
    snr = rng.normal(8, 4, 500).astype(np.float32)
    dur = rng.uniform(0.5, 25, 500).astype(np.float32)
    n, mean_snr = screen_calls(snr, dur, **settings)
    print(night, int(n), round(float(mean_snr), 2))
