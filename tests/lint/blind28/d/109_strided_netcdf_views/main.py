import jax
import jax.numpy as jnp

from reader import month_slice, read_thickness_cube


@jax.jit
def ice_volume(thickness, cell_area_km2):
    return jnp.sum(thickness) * cell_area_km2 / 1000.0


cube = read_thickness_cube()
for t in range(0, 24, 3):
    h = month_slice(cube, t, every_other=(t % 2 == 1))
    print(f"month {t:2d}: contiguous={h.flags['C_CONTIGUOUS']}, volume {float(ice_volume(h, 625.0)):.1f} x10^3 km3")
