import jax
import jax.numpy as jnp
from parcels import area_parcels, residential

@jax.jit
def density_stats(units, lot_area):
    dens = units / (lot_area / 10_000.0)
    return jnp.mean(dens), jnp.percentile(dens, 90.0)

for area in range(6):
    units, lot = residential(*area_parcels(area))
    mean_d, p90 = density_stats(units, lot)
    print(area, len(units), round(float(mean_d), 1), round(float(p90), 1))
