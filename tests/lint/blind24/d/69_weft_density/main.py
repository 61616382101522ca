import jax.numpy as jnp
import numpy as np

from data import holdout, train_batches
from model import density_error, density_step

rng = np.random.default_rng(69)
W = jnp.zeros(33)
val = holdout(rng)
for epoch in range(3):
    for batch in train_batches(rng, 5):
        W = density_step(W, batch)
    print(epoch, "train MAE", float(density_error(W, batch)), "holdout MAE", float(density_error(W, val)))
