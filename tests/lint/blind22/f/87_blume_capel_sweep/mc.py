import functools

import jax
import jax.numpy as jnp


def local_delta(s, new, D):
    nb = jnp.roll(s, 1, 0) + jnp.roll(s, -1, 0) + jnp.roll(s, 1, 1) + jnp.roll(s, -1, 1)
    return -(new - s) * nb + D * (new ** 2 - s ** 2)


@functools.partial(jax.jit, static_argnums=(2,))
def run_sweeps(s, key, beta, D, n_sweeps):
    L = s.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")

    def sweep(_, carry):
        s, key = carry
        for parity in (0, 1):
            key, k1, k2 = jax.random.split(key, 3)
            new = jax.random.randint(k1, s.shape, -1, 2).astype(s.dtype)
            dE = local_delta(s, new, D)
            acc = jax.random.uniform(k2, s.shape) < jnp.exp(-beta * dE)
            s = jnp.where((((ii + jj) % 2) == parity) & acc, new, s)
        return s, key

    return jax.lax.fori_loop(0, n_sweeps, sweep, (s, key))
