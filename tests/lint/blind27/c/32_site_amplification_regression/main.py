import jax.numpy as jnp
import numpy as np

from training import build_stage, loss_fn

rng = np.random.default_rng(32)
x = rng.normal(size=(256, 6)).astype(np.float32)
y = (x @ rng.normal(size=6) + 0.1 * rng.normal(size=256)).astype(np.float32)

w = jnp.zeros(6, jnp.float32)
for epoch in range(6):
    lr = 0.05 if epoch < 3 else 0.01
    tx, step = build_stage(lr)
    state = tx.init(w)
    for i in range(0, 256, 64):
        w, state = step(w, state, x[i:i + 64], y[i:i + 64])
    print(epoch, float(loss_fn(w, x, y)))
