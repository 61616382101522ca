import jax
import jax.numpy as jnp

NX = 96


@jax.jit
def semi_lagrangian(q, u, dt):
    x = jnp.arange(NX, dtype=jnp.float32)
    departure = (x - u * dt) % NX
    i0 = jnp.floor(departure).astype(jnp.int32)
    w = departure - i0
    return (1 - w) * q[i0] + w * q[(i0 + 1) % NX]


def stable_dt(u, courant=2.5):
    return courant / jnp.max(jnp.abs(u))
