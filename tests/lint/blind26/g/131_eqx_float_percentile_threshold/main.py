import numpy as np

from scoring import top_scoring
from thresholds import nightly_threshold

rng = np.random.default_rng(0)
for night in range(6):
    scores = rng.beta(2, 5, size=(2000,)).astype(np.float32)   # classifier scores for nightjar churring
    thr = nightly_threshold(scores)
    n, top = top_scoring(scores, thr)
    print(night, round(thr, 3), int(n), round(float(top), 3))
