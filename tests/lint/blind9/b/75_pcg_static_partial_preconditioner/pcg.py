import functools

import jax
import jax.numpy as jnp


def jacobi(r, diag):
    return r / diag


def poisson_matvec(u, kappa):
    """1D variable-coefficient diffusion operator plus a small reaction term."""
    k_half = 0.5 * (kappa[1:] + kappa[:-1])
    flux = k_half * (u[1:] - u[:-1])
    out = jnp.zeros_like(u).at[:-1].add(-flux).at[1:].add(flux)
    return out + 1e-2 * u


@functools.partial(jax.jit, static_argnames=("precondition", "n_iter"))
def pcg(b, kappa, precondition, n_iter=80):
    x = jnp.zeros_like(b)
    r = b - poisson_matvec(x, kappa)
    z = precondition(r)
    p = z

    def body(_, carry):
        x, r, p, rz = carry
        ap = poisson_matvec(p, kappa)
        alpha = rz / (p @ ap)
        x = x + alpha * p
        r = r - alpha * ap
        z = precondition(r)
        rz_new = r @ z
        return x, r, z + (rz_new / rz) * p, rz_new

    x, r, _, _ = jax.lax.fori_loop(0, n_iter, body, (x, r, p, r @ z))
    return x, jnp.linalg.norm(r)


def operator_diagonal(kappa):
    k_half = 0.5 * (kappa[1:] + kappa[:-1])
    d = jnp.zeros_like(kappa).at[:-1].add(k_half).at[1:].add(k_half)
    return d + 1e-2


def solve(b, kappa):
    precondition = functools.partial(jacobi, diag=operator_diagonal(kappa))
    return pcg(b, kappa, precondition=precondition)
