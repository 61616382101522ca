import functools
import itertools

import jax
import jax.numpy as jnp
import numpy as np

N_KMAX = 2


def kvectors(n_kmax=N_KMAX):
    ks = [k for k in itertools.product(range(-n_kmax, n_kmax + 1), repeat=3) if any(k)]
    return np.array(ks, np.float32)


@functools.lru_cache(maxsize=None)
def make_reciprocal_energy(n_kmax=N_KMAX):
    kint = jnp.asarray(kvectors(n_kmax))

    @jax.jit
    def reciprocal_energy(frac, charges, lattice, alpha):
        recip = 2 * jnp.pi * jnp.linalg.inv(lattice).T
        k = kint @ recip
        k2 = jnp.sum(k ** 2, -1)
        cart = frac @ lattice
        phase = cart @ k.T
        s_re = jnp.sum(charges[:, None] * jnp.cos(phase), 0)
        s_im = jnp.sum(charges[:, None] * jnp.sin(phase), 0)
        vol = jnp.abs(jnp.linalg.det(lattice))
        pref = 2 * jnp.pi / vol * jnp.exp(-k2 / (4 * alpha ** 2)) / k2
        return jnp.sum(pref * (s_re ** 2 + s_im ** 2))

    return reciprocal_energy


def ewald_alpha(lattice):
    vol = abs(float(np.linalg.det(lattice)))
    return float(np.sqrt(np.pi) / vol ** (1.0 / 3.0))
