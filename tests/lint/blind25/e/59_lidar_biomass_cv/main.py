import numpy as np
from cv import kfold_rmse

rng = np.random.default_rng(38)
X = rng.normal(size=(200, 6)).astype(np.float32)
agb = (X @ np.array([40, 10, 0, -5, 3, 0], np.float32) + 150 + rng.normal(0, 10, 200)).astype(np.float32)
print([round(s, 2) for s in kfold_rmse(X, agb)])
