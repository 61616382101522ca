import jax.numpy as jnp
import numpy as np

from steps import vo2_fit_step

rng = np.random.default_rng(20)
hr = rng.uniform(90, 190, 300).astype(np.float32)
vo2 = (0.35 * hr - 20 + rng.normal(0, 2, 300)).astype(np.float32)  # ml/kg/min, treadmill ramp

theta = jnp.array([0.0, 0.2])
for epoch in range(6):
    for i in range(0, 300, 100):
        theta, l = vo2_fit_step(theta, hr[i:i + 100], vo2[i:i + 100], epoch)
    print(epoch, float(l))
