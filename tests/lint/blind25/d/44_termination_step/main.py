import jax.numpy as jnp
import numpy as np
from trainer import tx, termination_step, current_lr

rng = np.random.default_rng(1)
x = jnp.asarray(rng.normal(size=(150, 18)).astype(np.float32))
y = jnp.asarray((rng.random(150) < 0.5).astype(np.float32))
params = jnp.zeros(18)
opt_state = tx.init(params)
resumed = False
for step in range(8):
    lr = current_lr(opt_state, resumed)
    params, opt_state, l = termination_step(params, opt_state, x, y, lr)
    resumed = True
print(float(l))
