import jax
import jax.numpy as jnp

R_EARTH = 6371.0


@jax.jit
def track_summary(track, mask):
    lat, lon, vmax = jnp.deg2rad(track[:, 0]), jnp.deg2rad(track[:, 1]), track[:, 2]
    dlat, dlon = jnp.diff(lat), jnp.diff(lon)
    a = jnp.sin(dlat / 2) ** 2 + jnp.cos(lat[:-1]) * jnp.cos(lat[1:]) * jnp.sin(dlon / 2) ** 2
    seg = 2 * R_EARTH * jnp.arcsin(jnp.sqrt(a)) * mask[1:]
    ace = jnp.sum((vmax * 1.94384) ** 2 * mask) * 1e-4
    return jnp.sum(seg), jnp.max(vmax * mask), ace
