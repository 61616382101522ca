import jax
import jax.numpy as jnp
import numpy as np
from config import SWEEP

rng = np.random.default_rng(0)
X = jnp.asarray(rng.normal(size=(256, 40)).astype(np.float32))
y = jnp.asarray((rng.random(256) < 0.3).astype(np.float32))

@jax.jit
def sgd_update(w, lr, l2):
    def loss(w):
        p = jax.nn.sigmoid(X @ w)
        bce = -(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7)).mean()
        return bce + l2 * jnp.sum(w ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return w - lr * g, l

for cfg in SWEEP:
    w = jnp.zeros(40)
    for step in range(50):
        w, l = sgd_update(w, cfg["lr"], cfg["l2"])
    print(cfg["name"], float(l))
