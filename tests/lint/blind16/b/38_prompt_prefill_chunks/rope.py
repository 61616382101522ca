import jax.numpy as jnp


def rotary(x, positions, base=10000.0):
    half = x.shape[-1] // 2
    freqs = base ** (-jnp.arange(half) / half)
    ang = positions[:, None] * freqs[None, :]
    cos, sin = jnp.cos(ang), jnp.sin(ang)
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)
