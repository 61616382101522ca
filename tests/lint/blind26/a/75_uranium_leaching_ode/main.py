import numpy as np
import jax
import jax.numpy as jnp

from pyramid import levels


@jax.jit
def match_level(a, b):
    fa = jnp.fft.fft2(a - a.mean())
    fb = jnp.fft.fft2(b - b.mean())
    r = jnp.fft.ifft2(fa * jnp.conj(fb)).real
    idx = jnp.argmax(r)
    return jnp.array([idx // r.shape[1], idx % r.shape[1]])


rng = np.random.default_rng(3)
for pair in range(4):
    a = rng.uniform(size=(64, 64)).astype(np.float32)
    b = np.roll(a, (2 * pair, 3), axis=(0, 1))
    shifts = [np.asarray(match_level(la, lb)) for la, lb in zip(levels(a), levels(b))]
    print(pair, shifts)
