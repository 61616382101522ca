import numpy as np
from wmmse import optimise

rng = np.random.default_rng(0)
K = 5
gains = (rng.exponential(0.1, (K, K)) + np.eye(K) * rng.uniform(0.5, 2.0, K)).astype(np.float32)
p, wsr = optimise(gains, np.float32(0.05), 1.0)
print(np.round(p, 3), round(wsr, 3))
