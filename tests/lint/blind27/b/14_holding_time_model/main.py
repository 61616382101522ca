import jax
import jax.numpy as jnp
import numpy as np
from model import holding_time, init
from evaluate import validation_mae

rng = np.random.default_rng(6)
X = rng.normal(size=(64, 4)).astype(np.float32)
y = np.abs(rng.normal(6, 3, 64)).astype(np.float32)

params = init(jax.random.PRNGKey(0))


@jax.jit
def fit_step(p, x, t):
    def loss(q):
        h = jnp.tanh(x @ q["w"] + q["b"])
        return jnp.mean((jax.nn.softplus(h @ q["v"]) - t) ** 2)
    g = jax.grad(loss)(p)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g)


for it in range(3):
    for i in range(0, 48, 16):
        params = fit_step(params, X[i:i + 16], y[i:i + 16])
    train_pred = holding_time(params, X[48:])
    print("iter", it, "pred mean", float(train_pred.mean()),
          "val MAE", validation_mae(params, X[48:], y[48:]))
