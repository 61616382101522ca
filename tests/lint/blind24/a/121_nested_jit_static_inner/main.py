import numpy as np
from kernels import activity_features

rng = np.random.default_rng(92)
for cow in range(5):
    steps = rng.poisson(120, 168).astype(np.float32)
    steps[100:110] *= 3
    feats = activity_features(steps)
    print(f"cow {cow}: max 3h/12h/24h smoothed activity {np.asarray(feats.max(1)).round(0)}")
