import numpy as np
import jax
import jax.numpy as jnp

from schedule import learning_rate


def predict(w, grid):
    return grid @ w["coef"] + w["bias"]


@jax.jit
def sgd_update(w, grid, nT, lr):
    def loss(p):
        return jnp.mean((predict(p, grid) - nT) ** 2)
    g = jax.grad(loss)(w)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, w, g)


rng = np.random.default_rng(7)
grid = rng.normal(size=(200, 6)).astype(np.float32)
true = np.array([1.5, -0.3, 0.0, 2.0, 0.7, -1.1], np.float32)
readings = grid @ true + 0.1 * rng.normal(size=200).astype(np.float32)

w = {"coef": jnp.zeros(6), "bias": jnp.zeros(())}
for step in range(40):
    lr = learning_rate(step)
    w = sgd_update(w, grid, readings, lr)
print("coef", np.round(np.asarray(w["coef"]), 2))
