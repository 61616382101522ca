import jax
import jax.numpy as jnp
from routes import ROUTES, waypoint_arrays

R_NM = 3440.1


@jax.jit
def route_distance_nm(waypoints):
    total = 0.0
    for a, b in zip(waypoints[:-1], waypoints[1:]):
        la1, lo1, la2, lo2 = map(jnp.deg2rad, (a[0], a[1], b[0], b[1]))
        h = jnp.sin((la2 - la1) / 2) ** 2 + jnp.cos(la1) * jnp.cos(la2) * jnp.sin((lo2 - lo1) / 2) ** 2
        total = total + 2 * R_NM * jnp.arcsin(jnp.sqrt(h))
    return total


for name in ROUTES:
    print(name, f"{float(route_distance_nm(waypoint_arrays(name))):.0f} NM")
