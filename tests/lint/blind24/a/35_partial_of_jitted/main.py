from functools import partial
import numpy as np
import jax.numpy as jnp
from kernels import tick_burden_density

# drag-cloth tick counts on transects in deer habitat, by survey month
rng = np.random.default_rng(26)
area = np.full(25, 0.01, np.float32)
for month in ["Apr", "May", "Jun", "Jul", "Aug"]:
    counts = rng.poisson(rng.uniform(2, 12), 25).astype(np.float32)
    score = partial(tick_burden_density, counts=counts, area_km2=area)
    grid = jnp.linspace(100.0, 1500.0, 8)
    lls = [float(score(g)[0]) for g in grid]
    print(month, "best intensity", float(grid[int(np.argmax(lls))]), "per km2")
