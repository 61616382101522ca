from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("schedule", "eps_fn"))
def ancestral_sample(params, key, shape_like, schedule, eps_fn):
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, shape_like.shape)
    betas = jnp.asarray(schedule.betas)
    alphas = jnp.asarray(schedule.alphas)
    alpha_bars = jnp.asarray(schedule.alpha_bars)

    def body(carry, t):
        x, key = carry
        key, sub = jax.random.split(key)
        eps = eps_fn(params, x, t / schedule.num_steps)
        mean = (x - betas[t] / jnp.sqrt(1 - alpha_bars[t]) * eps) / jnp.sqrt(alphas[t])
        noise = jnp.where(t > 0, jnp.sqrt(betas[t]), 0.0) * jax.random.normal(sub, x.shape)
        return (mean + noise, key), None

    (x, _), _ = jax.lax.scan(body, (x, key), jnp.arange(schedule.num_steps)[::-1])
    return x
