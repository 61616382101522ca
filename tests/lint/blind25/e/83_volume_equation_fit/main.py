import numpy as np
import jax.numpy as jnp
from fit import fit

rng = np.random.default_rng(59)
data = []
for _ in range(4):
    dbh = rng.uniform(10, 50, 40).astype(np.float32)
    h = (1.3 + 25 * (1 - np.exp(-0.05 * dbh))).astype(np.float32)
    vol = (6e-5 * dbh ** 1.9 * h ** 1.0 * np.exp(rng.normal(0, 0.05, 40))).astype(np.float32)
    data.append((dbh, h, vol))
b, l = fit(jnp.array([-9.0, 1.8, 1.0]), data)
print(np.round(np.asarray(b), 3), round(float(l), 5))
