import jax
import jax.numpy as jnp
import numpy as np

from steps import forward_loss, model, train_step, tx

rng = np.random.default_rng(9)
Xtr = rng.random((128, 24)).astype(np.float32)
ytr = rng.integers(0, 4, 128).astype(np.int32)
Xva = rng.random((128, 24)).astype(np.float32)
yva = rng.integers(0, 4, 128).astype(np.int32)

key = jax.random.PRNGKey(0)
params = model.init(key, Xtr[:1], train=False)
opt_state = tx.init(params)
for epoch in range(5):
    key, sub = jax.random.split(key)
    params, opt_state, loss = train_step(params, opt_state, Xtr, ytr, sub)
    val = forward_loss(params, Xva, yva, sub, train=False)
    print(epoch, float(loss), float(val))
