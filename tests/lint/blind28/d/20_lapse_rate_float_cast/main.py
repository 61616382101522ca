import jax
import jax.numpy as jnp
import numpy as np

from stations import AWS, station_elevation

GRID_ELEV = jnp.asarray(np.linspace(0.0, 3000.0, 61), jnp.float32)


@jax.jit
def downscale(ref_temp, station_elev, lapse):
    t = ref_temp + lapse * (GRID_ELEV - station_elev)
    melt_days = jnp.sum(t > 0.0)
    return t, melt_days


for rec in AWS:
    t, n = downscale(rec["ref_temp"], station_elevation(rec), -0.0065)
    print(f"{rec['id']:>6s}: equilibrium-line proxy at {float(GRID_ELEV[n - 1]) if int(n) else 0.0:.0f} m, T(2000 m) {float(t[40]):.1f} C")
