import numpy as np
import jax.numpy as jnp
from fleets import StackedCatchModel, fleet_catch, FLEETS

ages = jnp.arange(1.0, 11.0)
sel = jnp.stack([1 / (1 + jnp.exp(-(ages - 3))), 1 / (1 + jnp.exp(-(ages - 5))), jnp.exp(-0.5 * ((ages - 4) / 1.5) ** 2)])
active = {2016: {"trawl", "longline", "gillnet"}, 2017: {"trawl", "longline"}, 2019: {"trawl"}, 2020: {"trawl", "gillnet"}}
numbers = 1e5 * jnp.exp(-0.3 * ages)
rng = np.random.default_rng(55)
for year, on in active.items():
    effort = np.array([rng.uniform(50, 150) if f in on else 0.0 for f in FLEETS], np.float32)
    model = StackedCatchModel(selectivity=sel, effort=jnp.asarray(effort))
    print(year, sorted(on), round(float(fleet_catch(model, numbers, jnp.float32(1e-3))), 1))
