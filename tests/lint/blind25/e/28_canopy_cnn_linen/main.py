import numpy as np
import jax
import jax.numpy as jnp
from train import net, tx, fit_epoch, accuracy

rng_np = np.random.default_rng(0)
X = rng_np.normal(size=(96, 12, 12, 4)).astype(np.float32)
Y = rng_np.integers(0, 4, 96)
batches = [(X[i:i + 16], Y[i:i + 16]) for i in range(0, 96, 16)]
params = net.init(jax.random.PRNGKey(0), X[:1], train=False)
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for epoch in range(3):
    params, opt_state, key = fit_epoch(params, opt_state, batches, key)
    print("epoch", epoch, "acc", accuracy(params, X[:16], Y[:16], key))
