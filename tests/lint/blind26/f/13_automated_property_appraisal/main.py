import jax
import jax.numpy as jnp
import numpy as np
from model import appraise, init
from evaluate import validation_mape

rng = np.random.default_rng(4)
X = rng.normal(size=(256, 6)).astype(np.float32)
y = (5.0 + X @ np.array([0.5, 0.2, -0.3, 0.1, 0.0, 0.4], np.float32)).astype(np.float32)
Xtr, ytr, Xva, yva = X[:128], y[:128], X[128:], y[128:]

params = init(jax.random.PRNGKey(0))
def train_mse(p, x, t):
    return jnp.mean((appraise(p, x) - t) ** 2)

grad_fn = jax.jit(jax.grad(train_mse))
for epoch in range(30):
    g = grad_fn(params, Xtr, ytr)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g)
    if epoch % 10 == 9:
        train_mse = float(jnp.mean((appraise(params, Xtr) - ytr) ** 2))
        print(epoch, round(train_mse, 4), round(validation_mape(params, Xva, yva), 4))
