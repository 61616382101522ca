import equinox as eqx
import jax
import jax.numpy as jnp


class DrivePollutant(eqx.Module):
    """1D advection-decay of diesel particulate along a decline."""
    velocity: jax.Array
    decay: jax.Array

    def step(self, c, source, dt, dx=10.0):
        upwind = jnp.concatenate([jnp.zeros(1), c[:-1]])
        return c - self.velocity * dt / dx * (c - upwind) - self.decay * dt * c + source * dt
