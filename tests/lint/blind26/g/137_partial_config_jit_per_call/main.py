import numpy as np

from features import measure

CFG = {"bins": (10, 80), "hz_per_bin": 500.0}
rng = np.random.default_rng(0)
for call in range(6):
    spec = rng.gamma(2.0, size=(96, 60)).astype(np.float32)   # FM bat call spectrogram
    print(call, round(float(measure(spec, CFG)), 2))
