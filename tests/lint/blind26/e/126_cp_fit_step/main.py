import jax.numpy as jnp
import numpy as np

from fit import cp_fit_step
from model import CriticalPowerModel

rng = np.random.default_rng(68)
power = jnp.array([300.0, 340.0, 380.0, 450.0])
for name, cp, wp in [("cyclist_A", 260.0, 18000.0), ("cyclist_B", 290.0, 15000.0), ("cyclist_C", 245.0, 22000.0)]:
    tte = wp / (power - cp) * (1 + 0.03 * rng.normal(size=4))
    m = CriticalPowerModel(jnp.array(250.0), jnp.array(20000.0), athlete=name)
    for _ in range(100):
        m = cp_fit_step(m, power, jnp.asarray(tte, jnp.float32))
    print(name, "CP", round(float(m.cp), 1), "W'", round(float(m.w_prime)))
