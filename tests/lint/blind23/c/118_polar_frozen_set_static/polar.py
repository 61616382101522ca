from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

N = 64


def reliability_order(n=N, design_snr_db=0.0):
    # Bhattacharyya bound construction
    z = np.array([np.exp(-10 ** (design_snr_db / 10))])
    while len(z) < n:
        z = np.concatenate([2 * z - z ** 2, z ** 2])
    return np.argsort(-z)


def frozen_positions(k):
    return tuple(sorted(int(i) for i in reliability_order()[:N - k]))


def polar_encode(u):
    x = u.copy()
    step = 1
    while step < len(x):
        for i in range(0, len(x), 2 * step):
            x[i:i + step] ^= x[i + step:i + 2 * step]
        step *= 2
    return x


@partial(jax.jit, static_argnames=("frozen",))
def sc_decode(llr, frozen):
    frozen_mask = np.zeros(N, bool)
    frozen_mask[list(frozen)] = True

    def f(a, b):
        return jnp.sign(a) * jnp.sign(b) * jnp.minimum(jnp.abs(a), jnp.abs(b))

    def decode(l, offset):
        n = l.shape[0]
        if n == 1:
            u = jnp.where(frozen_mask[offset], 0, (l[0] < 0).astype(jnp.int32))
            return u[None], u[None]
        a, b = l[: n // 2], l[n // 2:]
        u1, x1 = decode(f(a, b), offset)
        u2, x2 = decode(b + (1 - 2 * x1) * a, offset + n // 2)
        return jnp.concatenate([u1, u2]), jnp.concatenate([x1 ^ x2, x2])

    u, _ = decode(llr, 0)
    return u
