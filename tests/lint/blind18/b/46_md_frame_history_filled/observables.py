import jax
import jax.numpy as jnp


@jax.jit
def kinetic_temperature(frames, masses, dt):
    """Velocity from a backward difference over the stored frames, averaged."""
    stack = jnp.stack(frames)
    if stack.shape[0] < 2:
        return jnp.float32(0.0)
    vel = (stack[1:] - stack[:-1]) / dt
    ke = 0.5 * jnp.sum(masses[None, :, None] * vel ** 2, axis=(1, 2))
    n_dof = 3 * masses.shape[0]
    return jnp.mean(2.0 * ke / n_dof)
