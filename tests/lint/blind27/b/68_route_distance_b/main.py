import jax
import jax.numpy as jnp
from routes import ROUTES, padded_route

R_NM = 3440.1


@jax.jit
def great_circle_route_nm(pts):
    la, lo = jnp.deg2rad(pts[:, 0]), jnp.deg2rad(pts[:, 1])
    h = jnp.sin(jnp.diff(la) / 2) ** 2 + jnp.cos(la[:-1]) * jnp.cos(la[1:]) * jnp.sin(jnp.diff(lo) / 2) ** 2
    return jnp.sum(2 * R_NM * jnp.arcsin(jnp.sqrt(h)))


for name in ROUTES:
    print(name, f"{float(great_circle_route_nm(padded_route(name))):.0f} NM")
