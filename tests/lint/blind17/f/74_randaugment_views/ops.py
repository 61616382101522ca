import jax.numpy as jnp

OPS = {
    "brightness": lambda x, m: jnp.clip(x + 0.3 * m, 0.0, 1.0),
    "contrast": lambda x, m: jnp.clip((x - x.mean()) * (1 + m) + x.mean(), 0.0, 1.0),
    "invert": lambda x, m: jnp.where(m > 0.5, 1.0 - x, x),
    "hflip": lambda x, m: x[:, :, ::-1],
}


def apply_ops(x, names, magnitudes):
    for i, name in enumerate(names):
        x = OPS[name](x, magnitudes[i])
    return x
