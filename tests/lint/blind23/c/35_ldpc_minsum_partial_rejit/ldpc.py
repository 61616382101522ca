from functools import partial
import numpy as np
import jax
import jax.numpy as jnp


def make_parity_matrix(n=24, m=12, col_w=3, seed=0):
    rng = np.random.default_rng(seed)
    H = np.zeros((m, n), np.float32)
    for j in range(n):
        H[rng.choice(m, col_w, replace=False), j] = 1
    return H


def min_sum_decode(H, n_iter, llr):
    mask = H > 0
    v2c = jnp.where(mask, llr[None, :], 0.0)

    def body(v2c, _):
        mag = jnp.where(mask, jnp.abs(v2c), jnp.inf)
        sgn = jnp.where(mask, jnp.sign(v2c) + (v2c == 0), 1.0)
        min1 = jnp.min(mag, axis=1, keepdims=True)
        mag2 = jnp.where(mag == min1, jnp.inf, mag)
        min2 = jnp.min(mag2, axis=1, keepdims=True)
        ext = jnp.where(mag == min1, min2, min1)
        c2v = jnp.where(mask, 0.75 * ext * jnp.prod(sgn, axis=1, keepdims=True) * sgn, 0.0)
        total = llr + c2v.sum(0)
        return jnp.where(mask, total[None, :] - c2v, 0.0), None

    v2c, _ = jax.lax.scan(body, v2c, None, length=n_iter)
    return llr + v2c.sum(0)


class Decoder:
    def __init__(self, H, n_iter=8):
        self.H = jnp.asarray(H)
        self.n_iter = n_iter

    def decode(self, llr):
        fn = jax.jit(partial(min_sum_decode, self.H, self.n_iter))
        return fn(llr) < 0
