import numpy as np
import jax.numpy as jnp
from train import tx, mortality_step, set_lr

rng = np.random.default_rng(23)
X = np.stack([rng.uniform(5, 60, 400) / 60, rng.uniform(0, 1, 400), rng.uniform(0, 1, 400)], 1).astype(np.float32)
died = (rng.uniform(size=400) < 1 / (1 + np.exp(-(-2 + 3 * X[:, 1])))).astype(np.float32)
w = jnp.zeros(4, jnp.float32)
state = tx.init(w)
for epoch in range(5):
    state = set_lr(state, 0.5 * 0.7 ** epoch)
    for b in range(0, 400, 100):
        w, state, loss = mortality_step(w, state, X[b:b + 100], died[b:b + 100])
    print("epoch", epoch, "loss", round(float(loss), 4))
