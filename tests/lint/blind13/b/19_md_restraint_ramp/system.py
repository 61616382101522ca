import jax
import jax.numpy as jnp


def bonded_energy(x, k_bond=100.0, r0=1.0):
    d = jnp.linalg.norm(x[1:] - x[:-1], axis=-1)
    return 0.5 * k_bond * jnp.sum((d - r0) ** 2)


def restraint_energy(x, anchor, k_restraint=10.0):
    return 0.5 * k_restraint * jnp.sum((x - anchor) ** 2)


@jax.jit
def md_step(x, v, anchor, ramp, dt=0.01, friction=0.1):
    def total(x_):
        return bonded_energy(x_) + ramp * restraint_energy(x_, anchor)

    f = -jax.grad(total)(x)
    v = (1.0 - friction) * v + dt * f
    return x + dt * v, v, total(x)
