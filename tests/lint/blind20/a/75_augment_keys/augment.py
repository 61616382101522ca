import jax
import jax.numpy as jnp


@jax.jit
def random_rotate(key, traj):
    theta = jax.random.uniform(key, (), minval=-jnp.pi, maxval=jnp.pi)
    c, s = jnp.cos(theta), jnp.sin(theta)
    rot = jnp.array([[c, -s], [s, c]])
    return traj @ rot.T


class Augmenter:
    def __init__(self, seed):
        self.key = jax.random.key(seed)

    def __call__(self, traj):
        self.key, sub = jax.random.split(self.key)
        return random_rotate(sub, traj)
