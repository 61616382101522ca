import jax
import jax.numpy as jnp

EARTH_RADIUS_M = 6_371_000.0


@jax.jit
def track_lengths(coords, mask):
    lon, lat = jnp.deg2rad(coords[..., 0]), jnp.deg2rad(coords[..., 1])
    dlon, dlat = jnp.diff(lon, axis=1), jnp.diff(lat, axis=1)
    a = jnp.sin(dlat / 2) ** 2 + jnp.cos(lat[:, 1:]) * jnp.cos(lat[:, :-1]) * jnp.sin(dlon / 2) ** 2
    seg = 2 * EARTH_RADIUS_M * jnp.arcsin(jnp.sqrt(a))
    valid = mask[:, 1:] & mask[:, :-1]
    return jnp.sum(jnp.where(valid, seg, 0.0), axis=1)
