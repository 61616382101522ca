import jax
import jax.numpy as jnp


def make_velocity_verlet(energy_fn, dt, mass=1.0):
    force_fn = jax.grad(lambda x: -energy_fn(x))

    def step(state):
        x, v = state
        f = force_fn(x)
        v_half = v + 0.5 * dt * f / mass
        x_new = x + dt * v_half
        f_new = force_fn(x_new)
        v_new = v_half + 0.5 * dt * f_new / mass
        return x_new, v_new

    return jax.jit(step)


def rescale_velocities(v, target_temp):
    kinetic = 0.5 * jnp.sum(v ** 2)
    current = 2.0 * kinetic / (3 * v.shape[0])
    return v * jnp.sqrt(target_temp / current)
