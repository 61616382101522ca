import jax.numpy as jnp
import numpy as np

from config import EPOCHS, SWEEP
from fit import gd_epoch

rng = np.random.default_rng(47)
n = 300
mag, rrup = rng.uniform(3, 7.5, n), rng.uniform(1, 200, n)
feats = np.c_[mag, np.log(rrup + 10), rrup / 100].astype(np.float32)
target = (-2 + 1.1 * mag - 1.6 * np.log(rrup + 10) - 0.2 * rrup / 100 + rng.normal(0, 0.3, n)).astype(np.float32)

for hp in SWEEP:
    theta = jnp.zeros(4, jnp.float32)
    lr, l2 = jnp.float32(hp["lr"]), jnp.float32(hp["l2"])
    for ep in range(EPOCHS):
        theta, loss = gd_epoch(theta, feats, target, lr, l2)
    print(hp, float(loss))
