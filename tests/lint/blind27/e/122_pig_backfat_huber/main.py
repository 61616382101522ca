from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from losses import make_loss


@partial(jax.jit, static_argnames="loss_fn")
def backfat_step(w, x, y, loss_fn):
    loss, g = jax.value_and_grad(lambda w: loss_fn(x @ w - y))(w)
    return w - 0.1 * g, loss


rng = np.random.default_rng(122)
# pig carcass backfat (P2) from live ultrasound, weight, age, sex, genotype
X = rng.normal(size=(100, 5)).astype(np.float32)
y = (X @ np.array([0.9, 0.4, 0.2, -0.3, 0.1]) + rng.standard_t(3, 100) * 0.3).astype(np.float32)
cfg = {"delta": 1.0}
w = jnp.zeros(5)
for epoch in range(5):
    for b in range(0, 100, 25):
        w, loss = backfat_step(w, X[b:b + 25], y[b:b + 25], loss_fn=make_loss(cfg))
    print(epoch, round(float(loss), 4))
