from functools import partial

import jax
import jax.numpy as jnp

from grids import daily_field

CELL_AREA = {"north": 625.0 * 64, "south": 625.0 * 64}


@partial(jax.jit, static_argnames="hemisphere")
def sea_ice_extent(sic, hemisphere):
    pole_hole = 0.0 if hemisphere == "south" else 1.0
    extent = jnp.sum(sic >= 0.15) * CELL_AREA[hemisphere]
    return extent + pole_hole * 0.029e6


for day in range(0, 40, 8):
    for hemi in ("north", "south"):
        e = sea_ice_extent(daily_field(hemi, day), hemisphere=hemi)
        print(f"day {day:2d} {hemi}: extent {float(e)/1e6:.2f} Mkm2")
