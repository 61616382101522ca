import jax
import jax.numpy as jnp

from grid import Z_GRID, on_grid
from models import REGIONS, load


@jax.jit
def one_way_time(depth_km, v_grid):
    z = jnp.linspace(0.0, 1.0, 200) * depth_km
    v = jnp.interp(z, Z_GRID, v_grid)
    return jnp.trapezoid(1.0 / v, z)


for region in REGIONS:
    v = on_grid(*load(region))
    print(region, [round(float(one_way_time(jnp.float32(d), v)), 3) for d in (5.0, 15.0, 30.0)])
