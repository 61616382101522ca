import jax
import jax.numpy as jnp


@jax.jit
def _kalman_update(state, cov, measurement, noise):
    gain = cov / (cov + noise)
    state = state + gain * (measurement - state)
    cov = (1 - gain) * cov + 0.01
    return state, cov


class VideoSession:
    """Per-video tracking session: owns the Kalman-style state of one video."""

    def __init__(self, video_id, dim=4):
        self.video_id = video_id
        self.state = jnp.zeros((dim,), jnp.float32)
        self.cov = jnp.ones((dim,), jnp.float32)

    def observe(self, measurement):
        self.state, self.cov = _kalman_update(self.state, self.cov, measurement, jnp.float32(0.5))
        return self.state
