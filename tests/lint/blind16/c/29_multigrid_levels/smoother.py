import jax
import jax.numpy as jnp


@jax.jit
def jacobi(u, f, h, n_sweeps_weight=0.8):
    def sweep(u, _):
        nb = jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1)
        u_new = 0.25 * (nb + h**2 * f)
        u = (1 - n_sweeps_weight) * u + n_sweeps_weight * u_new
        u = u.at[0, :].set(0.0).at[-1, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
        return u, None

    u, _ = jax.lax.scan(sweep, u, None, length=3)
    return u


@jax.jit
def residual(u, f, h):
    nb = jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1)
    r = f - (4.0 * u - nb) / h**2
    return r.at[0, :].set(0.0).at[-1, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
