import jax
import numpy as np

import model
from encoding import CategoryEncoder

rng = np.random.default_rng(33)
enc = CategoryEncoder()
params = model.init(jax.random.PRNGKey(0))
opt_state = model.tx.init(params)

for day in range(6):
    n_live = 60 + 40 * day
    cats = [f"cat_{c}" for c in rng.integers(0, n_live, 512)]
    codes = enc.encode(cats)
    clicks = (rng.random(512) < 0.1).astype(np.float32)
    params, opt_state, loss = model.train_step(params, opt_state, codes, clicks)
    print(f"day {day}: vocab={len(enc.vocab)} codes={codes.dtype} loss={float(loss):.4f}")
