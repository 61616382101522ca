from datetime import date, timedelta

import numpy as np
import jax.numpy as jnp

from kpis import plant_kpis

PLANT = "central_plant"
rng = np.random.default_rng(0)
start = date(2024, 7, 1)
for d in range(7):
    day = start + timedelta(days=d)
    load = jnp.asarray(rng.uniform(200, 900, 96), jnp.float32)
    kw = load * jnp.asarray(rng.uniform(0.55, 0.75, 96), jnp.float32)
    kpt, peak = plant_kpis(kw, load, tag=PLANT)
    print(day, round(float(kpt), 3), round(float(peak), 1))
