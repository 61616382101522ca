import numpy as np
import jax.numpy as jnp

from settings import SETTINGS
from interp import interpolate_surface

rng = np.random.default_rng(0)
n = SETTINGS["grid"]["n"]
g = np.linspace(0, 100, n, dtype=np.float32)
grid = jnp.asarray(np.stack(np.meshgrid(g, g), -1).reshape(-1, 2))
for field in ["phosphate", "magnetic_susc", "pH"]:
    xy = jnp.asarray(rng.uniform(0, 100, size=(40, 2)).astype(np.float32))
    vals = jnp.asarray(rng.normal(size=40).astype(np.float32))
    surf = interpolate_surface(xy, vals, grid, SETTINGS["interp"]["power"], method=SETTINGS["interp"]["method"])
    print(field, float(surf.std()))
