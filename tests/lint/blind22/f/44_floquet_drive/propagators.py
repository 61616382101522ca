import functools

import jax
import jax.numpy as jnp
import numpy as np


def chain_operators(n):
    dim = 2 ** n
    idx = np.arange(dim)
    bits = (idx[:, None] >> np.arange(n)[::-1]) & 1
    z = 1.0 - 2.0 * bits
    zz = np.sum(z * np.roll(z, -1, axis=1), axis=1)
    x = np.zeros((dim, dim), dtype=np.float32)
    for q in range(n):
        x[idx, idx ^ (1 << (n - 1 - q))] += 1.0
    return jnp.asarray(zz, dtype=jnp.float32), jnp.asarray(x)


@functools.lru_cache(maxsize=None)
def drive_step(n, dt, omega):
    zz, x = chain_operators(n)

    def step(psi, t, amp):
        h = amp * jnp.cos(omega * t)
        psi = psi * jnp.exp(-1j * dt * zz)
        U = jax.scipy.linalg.expm(-1j * dt * h * x)
        return U @ psi

    return jax.jit(step)
