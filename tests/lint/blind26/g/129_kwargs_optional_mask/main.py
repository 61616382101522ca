import numpy as np

from detector import call_rate

rng = np.random.default_rng(0)
for night in range(6):
    det = rng.poisson(20, 12).astype(np.float32)      # detections per hour, 12 h night
    hrs = np.ones(12, np.float32)
    kwargs = {}
    rain = rng.random(12) < 0.2
    if rain.any():
        kwargs["mask"] = (~rain).astype(np.float32)   # exclude rain-affected hours
    print(night, int(rain.sum()), round(float(call_rate(det, hrs, **kwargs)), 2))
