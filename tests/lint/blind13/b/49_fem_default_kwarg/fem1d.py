import jax
import jax.numpy as jnp

N_ELEM = 64
H = 1.0 / N_ELEM


def stiffness(kappa):
    n = N_ELEM - 1
    main = 2.0 * jnp.ones(n)
    off = -1.0 * jnp.ones(n - 1)
    return kappa / H * (jnp.diag(main) + jnp.diag(off, 1) + jnp.diag(off, -1))


def load_vector(f_nodal):
    return H * f_nodal


@jax.jit
def solve_poisson(f_nodal, kappa=1.0):
    K = stiffness(kappa)
    return jnp.linalg.solve(K, load_vector(f_nodal))
