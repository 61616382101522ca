import numpy as np
import jax.numpy as jnp
from data import train_batches, heldout_batch
from metrics import batch_loss, sgd_update

# aspiration detection for stops from burst spectral moments
rng = np.random.default_rng(101)
w = jnp.zeros(14)
for epoch in range(3):
    for ex in train_batches(rng):
        w = sgd_update(w, ex)
        tr = batch_loss(w, ex)
    dev = batch_loss(w, heldout_batch(rng))
    print(epoch, float(tr), float(dev))
