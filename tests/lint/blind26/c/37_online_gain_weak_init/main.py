import numpy as np
from agc import agc_block

rng = np.random.default_rng(37)
session = (rng.normal(size=16000) * np.linspace(0.02, 0.5, 16000)).astype(np.float32)
gain = 1.0
levels = []
for start in range(0, 16000, 1000):
    out, gain = agc_block(session[start:start + 1000], gain, 0.3)
    levels.append(float(np.sqrt(np.mean(np.asarray(out) ** 2))))
print(np.round(levels, 3))
