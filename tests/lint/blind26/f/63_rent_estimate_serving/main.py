import numpy as np
from estimator import RentEstimator

est = RentEstimator([0.3, 0.05, -0.1, 0.15], base=1400.0)
rng = np.random.default_rng(0)
for req in range(8):
    feats = rng.normal(size=(20, 4)).astype(np.float32)
    print(req, round(float(est.quote(feats).mean()), 1))
