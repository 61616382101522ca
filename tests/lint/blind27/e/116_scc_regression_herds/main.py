import numpy as np
import jax.numpy as jnp

from loss import scc_regression_step

rng = np.random.default_rng(116)
w = jnp.zeros(4)
for rnd in range(6):
    # herds on the official recording scheme report sample volumes used as weights
    x = rng.normal(size=(40, 4)).astype(np.float32)
    y = (x @ np.array([0.5, 0.3, -0.2, 0.1]) + 5.0).astype(np.float32)
    vol = rng.uniform(0.5, 2.0, size=40).astype(np.float32)
    official = rnd % 3 != 0
    w, loss = scc_regression_step(w, x, y, vol, weighted=official)
    print(rnd, official, round(float(loss), 3))
