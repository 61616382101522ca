import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ada_augment(key, images, p):
    """Apply flips / integer translation / color shift, each with probability p."""
    n = images.shape[0]
    p = jnp.clip(p, 0.0, 1.0)
    k1, k2, k3, k4, k5 = jax.random.split(key, 5)
    flip = jax.random.bernoulli(k1, p, (n, 1, 1, 1))
    images = jnp.where(flip, images[:, :, ::-1], images)
    shift = jax.random.randint(k2, (n,), -2, 3) * jax.random.bernoulli(k3, p, (n,))
    images = jax.vmap(lambda im, s: jnp.roll(im, s, axis=1))(images, shift)
    color = jax.random.bernoulli(k4, p, (n, 1, 1, 1))
    delta = jax.random.normal(k5, (n, 1, 1, images.shape[-1])) * 0.1
    return jnp.where(color, images + delta, images)


class AdaptiveAugment:
    """StyleGAN2-ADA style controller: raise p when D overfits (r_t above target)."""

    def __init__(self, target=0.6, speed=0.05, initial_p=0.0):
        self.target = target
        self.speed = speed
        self.p = float(initial_p)

    def update(self, real_logits):
        r_t = float(np.mean(np.sign(np.asarray(real_logits))))
        self.p = float(np.clip(self.p + np.sign(r_t - self.target) * self.speed, 0.0, 1.0))
        return r_t
