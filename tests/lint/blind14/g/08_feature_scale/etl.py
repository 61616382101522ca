import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, scale):
    return x / scale


def chunk_scales(chunks):
    for c in chunks:
        m = c.max()
        yield c, (int(m) if m.is_integer() else m)
