import jax
import jax.numpy as jnp


@jax.jit
def jacobi_smooth(u, f, h, n_sweeps=4, omega=2.0 / 3.0):
    def sweep(u, _):
        nb = jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1)
        u_new = 0.25 * (nb + h ** 2 * f)
        return (1 - omega) * u + omega * u_new, None
    u, _ = jax.lax.scan(sweep, u, None, length=n_sweeps)
    return u


@jax.jit
def residual(u, f, h):
    lap = (jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1) - 4 * u) / h ** 2
    return f + lap


def restrict(r):
    return 0.25 * (r[::2, ::2] + r[1::2, ::2] + r[::2, 1::2] + r[1::2, 1::2])


def prolong(e):
    return jnp.repeat(jnp.repeat(e, 2, axis=0), 2, axis=1)
