import numpy as np

from nightly import score_night
from review import rescore_for_review

rng = np.random.default_rng(0)
model = {"w": rng.normal(size=16).astype(np.float32), "b": np.float32(-0.5)}
for night in range(4):
    feats = rng.normal(size=(200, 16)).astype(np.float32)     # bat pass features
    p = score_night(feats, model)
    flagged = feats[:200]
    q = rescore_for_review(model, flagged)
    print(night, int((p > 0.5).sum()), round(float(q.mean()), 3))
