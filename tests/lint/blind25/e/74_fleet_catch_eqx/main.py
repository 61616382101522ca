import numpy as np
import jax.numpy as jnp
from fleets import CatchModel, total_catch

ages = jnp.arange(1.0, 11.0)
all_sel = {"trawl": 1 / (1 + jnp.exp(-(ages - 3))), "longline": 1 / (1 + jnp.exp(-(ages - 5))),
           "gillnet": jnp.exp(-0.5 * ((ages - 4) / 1.5) ** 2)}
active = {2016: ["trawl", "longline", "gillnet"], 2017: ["trawl", "longline"], 2018: ["trawl", "longline", "gillnet"],
          2019: ["trawl"], 2020: ["trawl", "gillnet"]}
numbers = 1e5 * jnp.exp(-0.3 * ages)
rng = np.random.default_rng(51)
for year, fleets in active.items():
    model = CatchModel(selectivities=[all_sel[f] for f in fleets], effort=jnp.asarray(rng.uniform(50, 150, len(fleets)), dtype=jnp.float32))
    print(year, fleets, round(float(total_catch(model, numbers, jnp.float32(1e-3))), 1))
