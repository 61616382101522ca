import jax
import jax.numpy as jnp
import numpy as np

from model import CMJRegressor
from train import regress_step

rng = np.random.default_rng(53)
X = rng.normal(size=(150, 5)).astype(np.float32)  # squat 1RM, sprint, mass, age, training age
y = (X[:, 0] * 0.6 - X[:, 2] * 0.3 + rng.normal(0, 0.2, 150)).astype(np.float32)
folds = np.array_split(np.arange(150), 5)
for k, te in enumerate(folds):
    tr = np.setdiff1d(np.arange(150), te)
    net = CMJRegressor(hidden=32, depth=2)
    params = net.init(jax.random.PRNGKey(k), X[:1])
    for it in range(30):
        params = regress_step(net, params, X[tr], y[tr])
    print("fold", k, "test mse", round(float(jnp.mean((net.apply(params, X[te]) - y[te]) ** 2)), 4))
