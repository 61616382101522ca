import jax.numpy as jnp

from walk import propagate


def reversibility_error(psi, H, dt):
    fwd = propagate(psi, H, dt, order=8)
    back = propagate(fwd, H, -dt, order=8)
    return float(jnp.linalg.norm(back - psi))


def spread(psi, L):
    p = jnp.abs(psi.reshape(L, L)) ** 2
    x = jnp.arange(L) - L // 2
    return float(jnp.sqrt(jnp.sum(p * (x[:, None] ** 2 + x[None, :] ** 2))))
