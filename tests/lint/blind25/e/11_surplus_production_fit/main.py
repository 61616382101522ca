import numpy as np
import jax.numpy as jnp
from model import schaefer_step, optimizer

years = 30
rng = np.random.default_rng(4)
catches = jnp.asarray(np.linspace(50, 300, years).astype(np.float32))
cpue = jnp.asarray((np.linspace(1.0, 0.4, years) * np.exp(rng.normal(0, 0.1, years))).astype(np.float32))

theta = {"log_r": jnp.array(np.log(0.3)), "log_K": jnp.array(8.0), "log_q": jnp.array(-7.0)}
opt_state = optimizer.init(theta)
for it in range(60):
    theta, opt_state, loss = schaefer_step(theta, opt_state, catches, cpue)
print("loss", float(loss), {k: round(float(v), 3) for k, v in theta.items()})
