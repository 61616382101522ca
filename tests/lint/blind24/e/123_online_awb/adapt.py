import jax
import jax.numpy as jnp


@jax.jit
def awb_update(gains, frame, step_size):
    avg = frame.reshape(-1, 3).mean(axis=0) * gains
    grey = avg.mean()
    grad = (avg - grey) / jnp.maximum(grey, 1e-6)
    return gains * (1.0 - step_size * grad)


class OnlineWhiteBalance:
    def __init__(self):
        self.gains = jnp.ones(3, jnp.float32)
        self.step_size = 1

    def on_frame(self, frame, scene_cut):
        if scene_cut:
            self.step_size = 1
        self.gains = awb_update(self.gains, frame, self.step_size)
        self.step_size = max(self.step_size * 0.7, 0.05)
        return self.gains
