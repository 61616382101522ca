import numpy as np
import jax
import optax
from train import scaled_step

rng = np.random.default_rng(134)
x = rng.integers(0, 2, size=(300, 40)).astype(np.float32)
y = (x[:, :5].argmax(1)).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (40, 24)) * 0.1, "w2": jax.random.normal(k2, (24, 5)) * 0.1}
tx = optax.adam(3e-3)
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 300, 60):
        params, opt_state, loss = scaled_step(tx, params, opt_state, x[i:i + 60], y[i:i + 60], 0.7 ** epoch)
    print(epoch, float(loss))
