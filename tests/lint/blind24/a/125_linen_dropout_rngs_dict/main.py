import numpy as np
import jax
from train import net, tx, scab_step

rng = np.random.default_rng(96)
x = rng.normal(size=(128, 9)).astype(np.float32)
y = (x[:, 0] + x[:, 5] > 0.7).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x[:1], deterministic=True)
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for epoch in range(6):
    key, sub = jax.random.split(key)
    params, opt_state, loss = scab_step(params, opt_state, x, y, sub)
    print(epoch, float(loss))
