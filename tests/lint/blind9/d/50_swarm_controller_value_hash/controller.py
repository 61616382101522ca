from functools import partial

import jax
import jax.numpy as jnp


class FlockingController:
    """Boids-style rules; the controller is identified by its gains."""

    def __init__(self, cohesion=0.05, separation=0.1, alignment=0.05, radius=0.2):
        self.cohesion, self.separation = cohesion, separation
        self.alignment, self.radius = alignment, radius

    def _key(self):
        return (self.cohesion, self.separation, self.alignment, self.radius)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, FlockingController) and self._key() == other._key()

    @partial(jax.jit, static_argnums=0)
    def velocities(self, pos, vel):
        diff = pos[None, :, :] - pos[:, None, :]
        dist = jnp.linalg.norm(diff, axis=-1) + jnp.eye(pos.shape[0])
        near = (dist < self.radius).astype(pos.dtype)
        n_near = jnp.maximum(near.sum(1, keepdims=True), 1.0)
        coh = (near @ pos) / n_near - pos
        sep = -jnp.sum(near[..., None] * diff / dist[..., None] ** 2, axis=1)
        ali = (near @ vel) / n_near - vel
        new_vel = vel + self.cohesion * coh + self.separation * 0.01 * sep + self.alignment * ali
        return new_vel / jnp.maximum(jnp.linalg.norm(new_vel, axis=-1, keepdims=True), 1.0)
