import numpy as np
from kernels import smoothed_rumination

# rumination collars from different vendors log at different intervals (minutes)
rng = np.random.default_rng(93)
collars = [("cow 11", 60), ("cow 12", 120), ("cow 13", 60), ("cow 14", 30), ("cow 15", 120)]
for cow, interval_min in collars:
    per_day = 24 * 60 // interval_min
    x = rng.normal(20, 5, per_day * 7).astype(np.float32)
    sm = smoothed_rumination(np.resize(x, 336), window=per_day // 4)
    print(f"{cow}: 6-hour smoothed rumination min {float(sm.min()):.1f}")
