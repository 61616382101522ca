import numpy as np
from report import ytd_rate, active_months_rate

rng = np.random.default_rng(0)
exits = rng.poisson(2, size=(5, 9)).astype(np.float32)
start = rng.integers(80, 120, size=5).astype(np.float32)
end = start + rng.integers(-10, 10, size=5).astype(np.float32)
active = np.ones(9, np.int32)
active[:2] = 0
print("ytd", np.round(np.asarray(ytd_rate(exits, start, end)), 3))
print("active", np.round(np.asarray(active_months_rate(exits, start, end, active)), 3))
print("ytd", np.round(np.asarray(ytd_rate(exits * 1.0, start, end)), 3))
