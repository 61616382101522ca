import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("chi_max",))
def apply_two_site(A, B, U, chi_max):
    chl, chr_ = A.shape[0], B.shape[2]
    theta = jnp.einsum("asb,btc,stuv->auvc", A, B, U)
    mat = theta.reshape(chl * 2, 2 * chr_)
    u, s, vh = jnp.linalg.svd(mat, full_matrices=False)
    chi = min(chi_max, s.shape[0])
    s = s[:chi] / jnp.linalg.norm(s[:chi])
    A_new = u[:, :chi].reshape(chl, 2, chi)
    B_new = (s[:, None] * vh[:chi]).reshape(chi, 2, chr_)
    return A_new, B_new


def sweep(mps, U, chi_max):
    for start in (0, 1):
        for i in range(start, len(mps) - 1, 2):
            mps[i], mps[i + 1] = apply_two_site(mps[i], mps[i + 1], U, chi_max=chi_max)
    return mps
