import jax
import jax.numpy as jnp
import numpy as np

from augment import augment_on_device, augment_on_host

N_PIX = 256


@jax.jit
def line_index(spec):
    """Lick-style Hbeta index on the standard pixel window."""
    band = spec[..., 120:136].mean(-1)
    cont = 0.5 * (spec[..., 100:112].mean(-1) + spec[..., 144:156].mean(-1))
    return 1.0 - band / cont


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    pix = np.arange(N_PIX)
    base = (1 - 0.4 * np.exp(-0.5 * ((pix - 128) / 4.0) ** 2)).astype(np.float32)
    for i in range(6):
        if i % 2:
            spec = augment_on_host(base, rng)
        else:
            key, sub = jax.random.split(key)
            spec = augment_on_device(base, sub)
        print(f"draw {i}: {type(spec).__name__:>10s} Hbeta index {float(line_index(spec)):.4f}")
