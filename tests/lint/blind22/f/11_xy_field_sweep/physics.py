import jax
import jax.numpy as jnp


def xy_energy(theta, J, h):
    bond_x = jnp.cos(theta - jnp.roll(theta, 1, axis=0))
    bond_y = jnp.cos(theta - jnp.roll(theta, 1, axis=1))
    return -J * jnp.sum(bond_x + bond_y) - h * jnp.sum(jnp.cos(theta))


def make_relax_step(J, h, lr=0.05):
    def step(theta):
        e, g = jax.value_and_grad(xy_energy)(theta, J, h)
        return theta - lr * g, e

    return jax.jit(step)
