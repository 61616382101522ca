import jax
import jax.numpy as jnp
import numpy as np
from model import appraisal_model
from validate import validation_mape

rng = np.random.default_rng(4)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = (5.0 + X @ np.array([0.5, 0.2, -0.3, 0.1, 0.0, 0.4], np.float32)).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "b1": jnp.zeros(16),
          "w2": jax.random.normal(k2, (16,)) * 0.3, "b2": jnp.zeros(())}

def loss(p, x, t):
    h = jnp.tanh(x @ p["w1"] + p["b1"])
    return jnp.mean((h @ p["w2"] + p["b2"] - t) ** 2)

grad_fn = jax.jit(jax.grad(loss))
for epoch in range(30):
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grad_fn(params, X[:128], y[:128]))
    if epoch % 10 == 9:
        train_pred = appraisal_model(params=params, features=X[:128])
        print(epoch, float(jnp.mean((train_pred - y[:128]) ** 2)), validation_mape(params, X[128:], y[128:]))
