import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import HoldoutMonitor

rng = np.random.default_rng(0)
w_true = rng.normal(size=6)


def cohort(n):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    return x, (x @ w_true + rng.normal(size=n) > 0).astype(np.float32)


@jax.jit
def cohort_update(w, x, y):
    g = jax.grad(lambda w: optax.sigmoid_binary_cross_entropy(x @ w, y).mean())(w)
    return w - 0.5 * g


monitor = HoldoutMonitor(*cohort(100))
w = jnp.zeros(6)
callbacks = [monitor]
for c in range(5):
    x, y = cohort(40)
    for _ in range(20):
        w = cohort_update(w, x, y)
    for cb in callbacks:
        print(f"cohort {c}: holdout log-loss {cb(c, w):.3f}")
