import jax
import jax.numpy as jnp


class AugmentPolicy:
    def __init__(self, noise_std, flip):
        self.noise_std = noise_std
        self.flip = flip

    def __repr__(self):
        return f"AugmentPolicy(noise_std={self.noise_std}, flip={self.flip})"


def make_policy(epoch):
    return AugmentPolicy(noise_std=0.1, flip=True)


def apply_policy(key, x, policy):
    k1, k2 = jax.random.split(key)
    if policy.flip:
        do_flip = jax.random.bernoulli(k1, 0.5, (x.shape[0], 1, 1))
        x = jnp.where(do_flip, x[:, :, ::-1], x)
    return x + policy.noise_std * jax.random.normal(k2, x.shape)
