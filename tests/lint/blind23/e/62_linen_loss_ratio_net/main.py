import jax
import jax.numpy as jnp
import numpy as np

from model import LossRatioNet, sgd_update

rng = np.random.default_rng(27)
X = rng.normal(size=(512, 5)).astype(np.float32)
y = (0.65 + 0.1 * X[:, 0] - 0.05 * X[:, 3] + 0.05 * rng.normal(size=512)).astype(np.float32)

config = {"features": (16, 8)}
params = LossRatioNet(**config).init(jax.random.PRNGKey(0), X[:1])
for epoch in range(3):
    for s in range(0, 512, 128):
        params = sgd_update(LossRatioNet(**config), params, X[s:s + 128], y[s:s + 128])
    pred = LossRatioNet(**config).apply(params, X)
    print(f"epoch {epoch}: mse {float(jnp.mean((pred - y) ** 2)):.5f}")
