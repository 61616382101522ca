import numpy as np
from settings import speaker_alpha
from smoothing import smooth_contour

rng = np.random.default_rng(84)
meta = [{"id": "f1"}, {"id": "m1", "alpha": 0.5}, {"id": "f2"}, {"id": "m2", "alpha": 0.2}]
for m in meta:
    f0 = (150 + 30 * np.sin(np.linspace(0, 6, 100)) + rng.normal(0, 5, 100)).astype(np.float32)
    f0[rng.random(100) < 0.2] = 0.0
    print(m["id"], float(smooth_contour(f0, speaker_alpha(m)).std()))
