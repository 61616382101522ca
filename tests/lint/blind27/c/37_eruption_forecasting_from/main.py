import jax
import jax.numpy as jnp
import numpy as np

from steps import apply_grads, forward_loss, model, tx

rng = np.random.default_rng(37)
# features: RSAM trend, SO2 flux, tilt rate, VLP count, b-value change
x = rng.normal(size=(240, 5)).astype(np.float32)
y = np.digitize(x[:, 0] + 0.5 * x[:, 2], [-0.5, 0.8]).astype(np.int32)
params = model.init(jax.random.PRNGKey(0), x[:1], train=False)
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for epoch in range(4):
    for i in range(0, 200, 40):
        key, sub = jax.random.split(key)
        params, opt_state, _ = apply_grads(params, opt_state, x[i:i + 40], y[i:i + 40], sub)
    print(epoch, float(forward_loss(params, x[200:], y[200:], key, train=False)))
