import jax.numpy as jnp
import numpy as np

from calib import calibrate
from sensor import ThermistorString

rng = np.random.default_rng(0)
raw = jnp.asarray(rng.normal(-3.0, 2.0, (50, 12)), jnp.float32)
reference = 1.05 * raw + 0.3 + jnp.asarray(rng.normal(0, 0.02, (50, 12)), jnp.float32)
sensor = ThermistorString(gain=jnp.ones(12, jnp.float32))
for it in range(6):
    sensor, mse = calibrate(sensor, raw, reference)
    print(f"iteration {it}: mse {float(mse):.5f}, offset {float(sensor.offset):.3f}")
