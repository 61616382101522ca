from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from callbacks import ReduceOnPlateau

rng = np.random.default_rng(78)
# lamb finishing: age, sire, dam BCS, creep feed intake, weaning weight
X = rng.normal(size=(100, 5)).astype(np.float32)
y = (X @ np.array([1.0, 0.4, 0.3, 0.6, 0.9]) + rng.normal(0, 0.8, 100)).astype(np.float32)


@partial(jax.jit, static_argnames="lr")
def finishing_step(w, x, y, lr):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g, loss


@jax.jit
def finishing_val(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


w = jnp.zeros(5)
plateau = ReduceOnPlateau(lr=0.6)
for epoch in range(12):
    for b in range(0, 80, 20):
        w, loss = finishing_step(w, X[b:b + 20], y[b:b + 20], lr=plateau.lr)
    val = float(finishing_val(w, X[80:], y[80:]))
    plateau.on_epoch_end(val)
    print(epoch, round(val, 4), plateau.lr)
