import jax
import jax.numpy as jnp


@jax.jit
def enhance_radiograph(img, gamma, lo_q, hi_q):
    lo = jnp.quantile(img, lo_q)
    hi = jnp.quantile(img, hi_q)
    x = jnp.clip((img - lo) / (hi - lo + 1e-6), 0.0, 1.0)
    return x ** gamma


def as_params(cfg):
    return (jnp.float32(cfg.gamma), jnp.float32(cfg.clip_low), jnp.float32(cfg.clip_high))
