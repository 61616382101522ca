import jax.numpy as jnp
import numpy as np
from estimator import FuelFlowModel

est = FuelFlowModel(jnp.array([800.0, 1500.0, -20.0, 0.9], dtype=jnp.float32))
rng = np.random.default_rng(53)
for leg in range(6):
    mach = jnp.asarray(rng.uniform(0.74, 0.80, 20), dtype=jnp.float32)
    alt = jnp.asarray(rng.uniform(31, 39, 20), dtype=jnp.float32)
    mass = jnp.asarray(rng.uniform(55, 70, 20), dtype=jnp.float32)
    ff = est.estimate(mach, alt, mass)
    print(f"leg {leg}: mean fuel flow {float(ff.mean()):.0f} kg/h")
