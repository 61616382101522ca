import jax.numpy as jnp
import numpy as np

from physics import simulate


class TrajectoryService:
    """Answers 'drop these particles, return the height curve' requests."""

    def __init__(self, n_particles=16):
        self.n_particles = n_particles

    def handle(self, request):
        pos = np.asarray(request["positions"], np.float32).reshape(self.n_particles, 2)
        vel = np.zeros_like(pos)
        dt = jnp.float32(request.get("dt", 0.01))
        horizon = int(request["horizon"])
        _, heights = simulate(pos, vel, dt, n_steps=horizon)
        return {"heights": np.asarray(heights).tolist()}
