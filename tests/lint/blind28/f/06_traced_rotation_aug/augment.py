import jax
import jax.numpy as jnp


class HandAugmenter:
    def __init__(self, max_angle=15.0, scale_range=(0.9, 1.1), seed=0):
        self.max_angle = max_angle
        self.scale_range = scale_range
        self.key = jax.random.PRNGKey(seed)

    def params(self):
        self.key, k1, k2 = jax.random.split(self.key, 3)
        angle = jax.random.uniform(k1, (), minval=-self.max_angle, maxval=self.max_angle)
        scale = jax.random.uniform(k2, (), minval=self.scale_range[0], maxval=self.scale_range[1])
        return angle, scale

    def __call__(self, kp):
        angle, scale = self.params()
        return rotate_scale(kp, angle, scale)


@jax.jit
def rotate_scale(kp, angle_deg, scale):
    theta = jnp.deg2rad(angle_deg)
    rot = jnp.array([[jnp.cos(theta), -jnp.sin(theta)], [jnp.sin(theta), jnp.cos(theta)]])
    wrist = kp[:, :, :1, :]
    return (kp - wrist) @ rot.T * scale + wrist
