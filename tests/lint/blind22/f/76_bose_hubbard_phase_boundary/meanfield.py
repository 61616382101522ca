import jax.numpy as jnp

from utils import configurable

N_MAX = 5


def ladder():
    return jnp.diag(jnp.sqrt(jnp.arange(1.0, N_MAX + 1)), 1)


@configurable
def mf_iteration(psi, mu, z=4, t=0.05, U=1.0):
    b = ladder()
    n = jnp.diag(jnp.arange(N_MAX + 1.0))
    H = 0.5 * U * n @ (n - jnp.eye(N_MAX + 1)) - mu * n - z * t * psi * (b + b.T) + z * t * psi ** 2 * jnp.eye(N_MAX + 1)
    w, v = jnp.linalg.eigh(H)
    g = v[:, 0]
    return g @ b @ g
