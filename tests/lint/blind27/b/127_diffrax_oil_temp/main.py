import diffrax
import jax.numpy as jnp
import numpy as np
from sim import oil_temperature

rng = np.random.default_rng(127)
for phase, rtol in [("taxi", 1e-3), ("takeoff", 1e-5), ("climb", 1e-4), ("cruise", 1e-3), ("descent", 1e-4)]:
    controller = diffrax.PIDController(rtol=rtol, atol=1e-6)
    args = (jnp.float32(rng.uniform(0.05, 0.2)), jnp.float32(0.002), jnp.float32(rng.uniform(-40, 30)))
    T = oil_temperature(jnp.float32(60.0), args, controller)
    print(phase, f"{float(T):.1f} C")
