import jax.numpy as jnp
import numpy as np
from train import fit_step, optimizer_for_epoch

rng = np.random.default_rng(93)
# turnaround time (min) from pax count, bags, catering flag, fuel uplift
X = rng.normal(size=(256, 4)).astype(np.float32)
y = (45 + 6 * X[:, 0] + 3 * X[:, 1] + 2 * X[:, 3] + rng.normal(0, 1, 256)).astype(np.float32)
params = {"w": jnp.zeros(4), "b": jnp.zeros((), jnp.float32)}
opt_state = optimizer_for_epoch(0).init(params)
for epoch in range(5):
    opt = optimizer_for_epoch(epoch)
    for i in range(0, 256, 64):
        params, opt_state, loss = fit_step(params, opt_state, X[i:i + 64], y[i:i + 64], optimizer=opt)
    print(epoch, float(loss))
