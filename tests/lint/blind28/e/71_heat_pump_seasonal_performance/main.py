import numpy as np
import jax
import jax.numpy as jnp

from evaluate import seasonal_energy
from model import HeatPumpCOP

model = HeatPumpCOP(jax.random.PRNGKey(0))
rng = np.random.default_rng(5)
t_out = jnp.asarray(rng.uniform(-8, 12, 500), jnp.float32)
load = jnp.clip(0.6 * (16.0 - t_out), 0.0, None)

# sensitivity of seasonal electricity use to the defrost derate
for penalty in np.linspace(0.0, 0.2, 9):
    kwh = seasonal_energy(model, t_out, load, float(penalty))
    print(f"defrost {penalty:.3f}: {float(kwh):.1f} kWh")
