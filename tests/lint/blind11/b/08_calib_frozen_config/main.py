import jax.numpy as jnp
from calib import Calibrator, SpringConfig, simulate

CFG = SpringConfig(n_steps=50, dt=0.01)
observed = simulate(jnp.float32(2.0), CFG)
k = jnp.float32(1.0)
for it in range(5):
    cal = Calibrator(observed, CFG).with_config(dt=0.01)
    print(it, float(cal.loss(k)))
    k = k + 0.2
