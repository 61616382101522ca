import numpy as np
from model import init_params, sgd_step

# chronic wasting disease status of hunter-harvested deer
rng = np.random.default_rng(7)
n = 256
age = rng.uniform(0.5, 8, n)
male = rng.integers(0, 2, n)
dist_km = rng.uniform(0, 60, n)
X = np.stack([age / 8, male, dist_km / 60], 1).astype(np.float32)
logit = -1.0 + 1.5 * X[:, 0] + 0.8 * X[:, 1] - 2.0 * X[:, 2]
y = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(np.float32)

params = init_params(3)
for it in range(200):
    params, loss = sgd_step(params, X, y, 0.5)
    if it % 50 == 0:
        print(it, float(loss))
print("prevalence model", {k: np.round(np.asarray(v), 3) for k, v in params.items()})
