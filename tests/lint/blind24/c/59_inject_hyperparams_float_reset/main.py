import numpy as np
import jax.numpy as jnp
from trainer import tx, absence_fit_step, set_lr

LR_BY_EPOCH = {0: 0.1, 2: 0.03, 4: 0.01}
rng = np.random.default_rng(7)
X = rng.normal(size=(320, 5)).astype(np.float32)
y = (X @ np.array([1.0, 0.5, -0.5, 0.0, 2.0], np.float32)).astype(np.float32)
params = jnp.zeros(5)
opt_state = tx.init(params)
for epoch in range(6):
    if epoch in LR_BY_EPOCH:
        opt_state = set_lr(opt_state, LR_BY_EPOCH[epoch])
    for i in range(0, 320, 80):
        params, opt_state, l = absence_fit_step(params, opt_state, X[i:i + 80], y[i:i + 80])
    print(epoch, float(l))
