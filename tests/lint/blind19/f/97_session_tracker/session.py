import jax
import jax.numpy as jnp


class VideoSession:
    """Per-video tracking session: owns the Kalman-style state of one video."""

    def __init__(self, video_id, dim=4, noise=0.5):
        self.video_id = video_id
        self.noise = noise
        self.state = jnp.zeros((dim,), jnp.float32)
        self.cov = jnp.ones((dim,), jnp.float32)
        self._update = jax.jit(self._kalman_update)

    def _kalman_update(self, state, cov, measurement):
        gain = cov / (cov + self.noise)
        state = state + gain * (measurement - state)
        cov = (1 - gain) * cov + 0.01
        return state, cov

    def observe(self, measurement):
        self.state, self.cov = self._update(self.state, self.cov, measurement)
        return self.state
