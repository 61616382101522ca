import numpy as np
from agc import GainControl

rng = np.random.default_rng(38)
sessions = [(rng.normal(size=8000) * s).astype(np.float32) for s in (0.02, 0.3)]
for sess in sessions:
    agc = GainControl()
    levels = [float(np.sqrt(np.mean(np.asarray(agc(sess[i:i + 1000])) ** 2))) for i in range(0, 8000, 1000)]
    print(np.round(levels, 3))
