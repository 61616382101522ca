import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class AugmentPolicy:
    noise_std: float
    flip: bool


def make_policy(epoch):
    return AugmentPolicy(noise_std=0.1, flip=True)


def apply_policy(key, x, policy):
    k1, k2 = jax.random.split(key)
    if policy.flip:
        do_flip = jax.random.bernoulli(k1, 0.5, (x.shape[0], 1, 1))
        x = jnp.where(do_flip, x[:, :, ::-1], x)
    return x + policy.noise_std * jax.random.normal(k2, x.shape)
