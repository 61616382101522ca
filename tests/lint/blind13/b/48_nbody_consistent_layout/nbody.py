import jax
import jax.numpy as jnp

G = 1.0


def accelerations(x, m, softening):
    dr = x[None, :, :] - x[:, None, :]
    r2 = jnp.sum(dr ** 2, -1) + softening ** 2
    inv_r3 = jnp.where(jnp.eye(x.shape[0], dtype=bool), 0.0, r2 ** -1.5)
    return G * jnp.sum(dr * (m[None, :] * inv_r3)[..., None], axis=1)


@jax.jit
def leapfrog(x, v, m, dt, softening=0.01):
    v = v + 0.5 * dt * accelerations(x, m, softening)
    x = x + dt * v
    v = v + 0.5 * dt * accelerations(x, m, softening)
    return x, v


def total_energy(x, v, m, softening=0.01):
    ke = 0.5 * jnp.sum(m * jnp.sum(v ** 2, -1))
    dr = x[None] - x[:, None]
    r = jnp.sqrt(jnp.sum(dr ** 2, -1) + softening ** 2)
    pe = -0.5 * G * jnp.sum(jnp.where(jnp.eye(x.shape[0], dtype=bool), 0.0, m[:, None] * m[None] / r))
    return ke + pe
