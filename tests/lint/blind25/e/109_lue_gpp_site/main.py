import numpy as np
import jax.numpy as jnp
from lue import LUEModel, daily_gpp
from config import SITE

rng = np.random.default_rng(83)
model = LUEModel(eps_max=jnp.float32(SITE["eps_max"]), t_opt=jnp.float32(SITE["t_opt"]),
                 response=SITE["response"], n_layers=SITE["n_layers"])
for day in range(6):
    par = rng.uniform(0, 40, 48).astype(np.float32)
    temp = rng.normal(15, 4, 48).astype(np.float32)
    vpd = rng.uniform(0, 2.5, 48).astype(np.float32)
    print("day", day, round(float(daily_gpp(model, par, temp, vpd)), 2))
