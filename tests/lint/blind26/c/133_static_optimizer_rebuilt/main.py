import numpy as np
import jax
from train import opt_step, make_optimizer

# dialect continuum: classify village of origin (5 villages) from lexical variant usage
rng = np.random.default_rng(133)
x = rng.integers(0, 2, size=(300, 40)).astype(np.float32)
y = (x[:, :5].argmax(1)).astype(np.int32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (40, 24)) * 0.1, "w2": jax.random.normal(k2, (24, 5)) * 0.1}
opt_state = make_optimizer(0).init(params)
for epoch in range(4):
    tx = make_optimizer(epoch)
    for i in range(0, 300, 60):
        params, opt_state, loss = opt_step(tx, params, opt_state, x[i:i + 60], y[i:i + 60])
    print(epoch, float(loss))
