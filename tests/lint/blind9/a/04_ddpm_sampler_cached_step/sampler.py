import functools

import jax
import jax.numpy as jnp
import numpy as np


def linear_betas(num_steps, start=1e-4, end=0.02):
    return np.linspace(start, end, num_steps, dtype=np.float32)


def ancestral_update(apply_fn, params, x_t, t, noise, betas, clip_denoised):
    alphas = 1.0 - betas
    a_bar = jnp.cumprod(alphas)
    eps = apply_fn(params, x_t, t)
    mean = (x_t - betas[t] / jnp.sqrt(1.0 - a_bar[t]) * eps) / jnp.sqrt(alphas[t])
    if clip_denoised:
        mean = jnp.clip(mean, -1.0, 1.0)
    return mean + jnp.where(t > 0, jnp.sqrt(betas[t]), 0.0) * noise


class DDPMSampler:
    def __init__(self, apply_fn, num_train_steps=50, clip_denoised=True):
        self.apply_fn = apply_fn
        self.clip_denoised = clip_denoised
        self.betas = jnp.asarray(linear_betas(num_train_steps))
        self.num_train_steps = num_train_steps

    @functools.cached_property
    def step(self):
        return jax.jit(functools.partial(ancestral_update, self.apply_fn,
                                         clip_denoised=self.clip_denoised))

    def sample(self, params, key, shape, timesteps):
        key, sub = jax.random.split(key)
        x = jax.random.normal(sub, shape)
        for t in timesteps:
            key, sub = jax.random.split(key)
            x = self.step(params, x, jnp.int32(t), jax.random.normal(sub, shape), self.betas)
        return x
