import jax
import jax.numpy as jnp


def burgers_rhs(u, nu, dx):
    dudx = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * dx)
    d2udx2 = (jnp.roll(u, -1) - 2 * u + jnp.roll(u, 1)) / dx ** 2
    return -u * dudx + nu * d2udx2


@jax.jit
def run_to_lead(u0, n_steps, nu, dx, dt):
    return jax.lax.fori_loop(0, n_steps, lambda i, u: u + dt * burgers_rhs(u, nu, dx), u0)
