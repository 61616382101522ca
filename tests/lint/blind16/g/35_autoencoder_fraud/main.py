import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import holdout_batches, train_batches
from model import AutoEncoder, make_fns

N_FEAT, B = 10, 128
rng = np.random.default_rng(0)
model = AutoEncoder(N_FEAT)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, N_FEAT)))
tx = optax.adam(3e-3)
opt_state = tx.init(params)
per_row_error, train_step = make_fns(model, tx)

holdout = holdout_batches(rng, 3, B, N_FEAT)
for epoch in range(3):
    for batch in train_batches(rng, 10, B, N_FEAT):
        params, opt_state, loss = train_step(params, opt_state, batch)
    train_err = per_row_error(params, batch).mean()
    hits = 0
    for hb, fraud in holdout:
        err = np.asarray(per_row_error(params, hb))
        flagged = err > np.quantile(err, 0.95)
        hits += int((flagged & fraud).sum())
    print(f"epoch {epoch}: train err={float(train_err):.3f} fraud caught={hits}")
