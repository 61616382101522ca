import jax
import jax.numpy as jnp


class DoubleIntegrator:
    def __init__(self, dt=0.05, drag=0.1):
        self.dt = dt
        self.drag = drag

    def dynamics(self, state, force):
        pos, vel = state[..., 0], state[..., 1]
        acc = force - self.drag * vel
        vel = vel + self.dt * acc
        pos = pos + self.dt * vel
        return jnp.stack([pos, vel], -1)

    @property
    def step_fn(self):
        return jax.jit(self.dynamics)
