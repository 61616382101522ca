import numpy as np

from kernels import brunt_vaisala, potential_temperature
from utils import TIMINGS

rng = np.random.default_rng(0)
p = np.linspace(1000, 200, 30, dtype=np.float32)[:, None]
for hour in range(4):
    t = (290 - 0.06 * (1000 - p) + rng.standard_normal((30, 50))).astype(np.float32)
    theta = potential_temperature(t, p)
    n = brunt_vaisala(theta, 250.0)
    print(hour, float(n.mean()))
print({k: len(v) for k, v in TIMINGS.items()})
