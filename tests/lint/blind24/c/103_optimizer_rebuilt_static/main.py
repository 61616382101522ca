import numpy as np
import jax.numpy as jnp
from train import referral_step, optimizer_for_epoch

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 6)).astype(np.float32)
y = (X[:, 1] - X[:, 2] > 0.3).astype(np.float32)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
opt_state = optimizer_for_epoch(0).init(params)
for epoch in range(4):
    tx = optimizer_for_epoch(epoch)
    for i in range(0, 300, 75):
        params, opt_state, l = referral_step(tx, params, opt_state, X[i:i + 75], y[i:i + 75])
    print(epoch, float(l))
