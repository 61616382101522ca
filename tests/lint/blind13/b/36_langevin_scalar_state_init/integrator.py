import jax
import jax.numpy as jnp


def double_well_force(x, barrier=1.0):
    return -4.0 * barrier * x * (x ** 2 - 1.0)


@jax.jit
def baoab_step(x, v, work, key, dt, kT, gamma, pull):
    """BAOAB Langevin step with a linear pulling force; accumulates external work."""
    v = v + 0.5 * dt * (double_well_force(x) + pull)
    x = x + 0.5 * dt * v
    c1 = jnp.exp(-gamma * dt)
    v = c1 * v + jnp.sqrt((1 - c1 ** 2) * kT) * jax.random.normal(key, v.shape)
    x = x + 0.5 * dt * v
    v = v + 0.5 * dt * (double_well_force(x) + pull)
    work = work + jnp.sum(pull * v) * dt
    return x, v, work
