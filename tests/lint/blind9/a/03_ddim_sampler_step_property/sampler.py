import functools

import jax
import jax.numpy as jnp

from schedules import cosine_alphas_cumprod, ddim_timesteps


def ddim_update(apply_fn, params, x_t, t, t_prev, alphas_cumprod, eta):
    a_t = alphas_cumprod[t]
    a_prev = jnp.where(t_prev >= 0, alphas_cumprod[jnp.maximum(t_prev, 0)], 1.0)
    eps = apply_fn(params, x_t, t)
    x0 = (x_t - jnp.sqrt(1 - a_t) * eps) / jnp.sqrt(a_t)
    sigma = eta * jnp.sqrt((1 - a_prev) / (1 - a_t) * (1 - a_t / a_prev))
    dir_xt = jnp.sqrt(jnp.clip(1 - a_prev - sigma ** 2, 0.0)) * eps
    return jnp.sqrt(a_prev) * x0 + dir_xt


class DDIMSampler:
    def __init__(self, apply_fn, num_train_steps=100, eta=0.0):
        self.apply_fn = apply_fn
        self.eta = eta
        self.alphas_cumprod = jnp.asarray(cosine_alphas_cumprod(num_train_steps))
        self.num_train_steps = num_train_steps

    @property
    def step(self):
        return jax.jit(functools.partial(ddim_update, self.apply_fn, eta=self.eta))

    def sample(self, params, key, shape, num_steps=6):
        x = jax.random.normal(key, shape)
        ts = ddim_timesteps(self.num_train_steps, num_steps)
        prev = list(ts[1:]) + [-1]
        for t, t_prev in zip(ts, prev):
            x = self.step(params, x, jnp.int32(t), jnp.int32(t_prev), self.alphas_cumprod)
        return x
