import numpy as np
import jax

from loader import PaddedBatcher
from train import fit

# ASHRAE RP-1043 style features: TEI, TEO, TCI, TCO, kW, PRE, PRC, TRC
rng = np.random.default_rng(21)
n, n_classes = 733, 5
labels = rng.integers(0, n_classes, n).astype(np.int32)
shift = rng.normal(0, 1.5, size=(n_classes, 8))
x = (shift[labels] + rng.normal(0, 1, (n, 8))).astype(np.float32)

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {
    "W1": jax.random.normal(k1, (8, 32)) * 0.3, "b1": jax.numpy.zeros(32),
    "W2": jax.random.normal(k2, (32, n_classes)) * 0.3, "b2": jax.numpy.zeros(n_classes),
}
params = fit(params, PaddedBatcher(x, labels, 64), epochs=3)
