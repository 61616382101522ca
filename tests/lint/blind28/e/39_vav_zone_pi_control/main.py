import numpy as np
import jax.numpy as jnp

from controller import ZonePI

rng = np.random.default_rng(3)
zones = [ZonePI(f"VAV-{i:02d}", kp=0.4, ki=0.02, setpoint=22.0 + 0.5 * (i % 3)) for i in range(8)]
temps = {z.name: 24.0 + rng.normal() for z in zones}
dt = jnp.float32(60.0)
for minute in range(10):
    for z in zones:
        u = float(z.step(jnp.float32(temps[z.name]), dt))
        temps[z.name] += -0.3 * u + 0.05
print({k: round(v, 2) for k, v in temps.items()})
