import jax.numpy as jnp
from calib import Calibrator, SpringConfig, simulate

observed = simulate(jnp.float32(2.0), SpringConfig(n_steps=50, dt=0.01))
cal = Calibrator(observed)
k = jnp.float32(1.0)
for it in range(5):
    print(it, float(cal.loss(k)))
    k = k + 0.2
    cal.refine()
