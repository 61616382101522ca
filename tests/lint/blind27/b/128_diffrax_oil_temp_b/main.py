import diffrax
import jax.numpy as jnp
import numpy as np
from sim import oil_temp_end

RTOL = 1e-4
rng = np.random.default_rng(127)
for phase in ["taxi", "takeoff", "climb", "cruise", "descent"]:
    solver = diffrax.Dopri5()
    controller = diffrax.PIDController(rtol=RTOL, atol=1e-6)
    args = (jnp.float32(rng.uniform(0.05, 0.2)), jnp.float32(0.002), jnp.float32(rng.uniform(-40, 30)))
    T = oil_temp_end(jnp.float32(60.0), args, solver, controller)
    print(phase, f"{float(T):.1f} C")
