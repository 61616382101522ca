import numpy as np

from sweep import cross_validate

rng = np.random.default_rng(58)
X = rng.normal(size=(100, 15)).astype(np.float32)  # force-velocity profile + anthropometrics
y = (X[:, :3].sum(1) + rng.normal(0, 0.5, 100)).astype(np.float32)  # 30 m sprint time (z)
print(cross_validate(X, y))
