import jax
import jax.numpy as jnp
import numpy as np

from steps import net, tx, batch_loss, sgd_step

rng = np.random.default_rng(2)
X = rng.normal(size=(256, 8)).astype(np.float32)  # HR, HRV, cadence, speed, ...
Y = (np.clip(X[:, 0] * 1.5 + X[:, 3], -2, 2.49) + 2).astype(np.int32)
Xv, Yv = X[:64], Y[:64]

key = jax.random.PRNGKey(0)
params = net.init(key, jnp.zeros((1, 8)), train=False)
opt_state = tx.init(params)

for epoch in range(5):
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        params, opt_state = sgd_step(params, opt_state, X[i:i + 64], Y[i:i + 64], sub)
    trn = batch_loss(params, X[64:128], Y[64:128], key, train=True)
    val = batch_loss(params, Xv, Yv, key, train=False)
    print(epoch, float(trn), float(val))
