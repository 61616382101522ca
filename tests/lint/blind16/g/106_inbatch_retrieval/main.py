import jax
import numpy as np

from batching import interaction_batches
from model import train_step, tx

N_USERS, N_ITEMS, DIM = 300, 500, 16
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"user": 0.1 * jax.random.normal(k1, (N_USERS, DIM)),
          "item": 0.1 * jax.random.normal(k2, (N_ITEMS, DIM))}
opt_state = tx.init(params)
rng = np.random.default_rng(94)

for step, (users, items) in enumerate(interaction_batches(rng, N_USERS, N_ITEMS, 64, 8)):
    params, opt_state, loss = train_step(params, opt_state, users, items)
    print(f"step {step}: unique={len(np.unique(items))} loss={float(loss):.3f}")
