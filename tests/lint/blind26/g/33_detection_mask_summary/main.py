import numpy as np

from summary import night_summary

rng = np.random.default_rng(21)
for night in range(6):
    # candidate detections from the band-limited energy detector
    peak = rng.uniform(20, 60, size=400).astype(np.float32)      # kHz
    dur = rng.uniform(2, 12, size=400).astype(np.float32)        # ms
    snr = rng.normal(6, 3, size=400)
    keep = snr > 8
    s = night_summary(peak[keep], dur[keep])
    print(night, int(s["n"]), round(float(s["median_freq"]), 1))
