import numpy as np

from sweep import cross_validate

rng = np.random.default_rng(3)
# slope, aspect, distance to water, soil, elevation ... for survey cells
X = rng.normal(size=(120, 7)).astype(np.float32)
y = (X @ rng.normal(size=7) + rng.normal(0, 0.5, size=120)).astype(np.float32)
scores = cross_validate(X, y, alphas=[0.01, 0.1, 1.0, 10.0, 100.0])
print(min(scores, key=scores.get))
