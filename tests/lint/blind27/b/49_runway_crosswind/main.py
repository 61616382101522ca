import jax
import jax.numpy as jnp
import numpy as np

RUNWAYS = ["04L", "04R", "22L", "22R"]
HEADINGS = np.array([40.0, 40.0, 220.0, 220.0], np.float32)


@jax.jit
def crosswind_components(wind_dir, wind_kt, rwy_idx):
    hdg = jnp.asarray(HEADINGS)[rwy_idx]
    ang = jnp.deg2rad(wind_dir - hdg)
    return wind_kt * jnp.sin(ang), wind_kt * jnp.cos(ang)


def choose_runway(wind_dir, wind_kt, current):
    if wind_kt < 5:
        return current  # light winds: keep the current configuration
    tail = -wind_kt * np.cos(np.deg2rad(wind_dir - HEADINGS))
    return np.argmin(tail)


# hourly METAR winds (deg, kt)
metar = [(30, 3), (50, 4), (60, 8), (200, 12), (210, 15), (220, 4), (230, 18), (240, 10)]
active = 0
for hour, (d, s) in enumerate(metar):
    wdir = jnp.float32(d)
    wkt = jnp.float32(s)
    active = choose_runway(float(wdir), float(wkt), active)
    xw, hw = crosswind_components(wdir, wkt, active)
    print(f"{hour:02d}Z rwy {RUNWAYS[int(active)]} xwind {float(xw):5.1f} hwind {float(hw):5.1f}")
