import numpy as np
import jax.numpy as jnp

from config import SITE
from model import heat_step


def air_temperature_series(n_days, seed=3):
    rng = np.random.default_rng(seed)
    day = np.arange(n_days)
    return -13.0 + 18.0 * np.sin(2 * np.pi * (day - 110) / 365.0) + rng.normal(0, 2.0, n_days)


def run():
    n = SITE["n_layers"]
    temp = jnp.full((n,), -9.0, dtype=jnp.float32)
    forcing = air_temperature_series(60)
    surface = SITE["initial_surface_temp"]
    for day in range(60):
        temp = heat_step(temp, surface, SITE["kappa"], SITE["dz"])
        surface = forcing[day]
    depth_10m = int(10.0 / SITE["dz"])
    print(f"{SITE['name']}: T(10 m) = {float(temp[depth_10m]):.3f} C, active-layer top = {float(temp[1]):.2f} C")


run()
