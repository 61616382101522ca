import numpy as np
from cv import kfold_rmse

rng = np.random.default_rng(39)
X = rng.normal(size=(200, 6)).astype(np.float32)
agb = (X @ np.array([35, 12, 1, -4, 2, 0], np.float32) + 140 + rng.normal(0, 12, 200)).astype(np.float32)
print([round(s, 2) for s in kfold_rmse(X, agb)])
