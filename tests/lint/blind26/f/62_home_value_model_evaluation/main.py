import jax
import jax.numpy as jnp
import numpy as np
from callbacks import HoldoutCallback

def predict(params, X):
    return X @ params["w"] + params["b"]

@jax.jit
def full_batch_step(params, X, y):
    g = jax.grad(lambda p: jnp.mean((predict(p, X) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g)

rng = np.random.default_rng(1)
X = rng.normal(size=(300, 4)).astype(np.float32)
y = (X @ np.array([0.4, -0.1, 0.3, 0.2], np.float32) + 5.5).astype(np.float32)
cb = HoldoutCallback(X[240:], y[240:], predict)
params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
for epoch in range(5):
    params = full_batch_step(params, X[:240], y[:240])
    cb.on_epoch_end(epoch, params)
