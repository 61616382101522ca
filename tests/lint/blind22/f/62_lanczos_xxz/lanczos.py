import jax
import jax.numpy as jnp


@jax.jit
def lanczos_step(H, basis, k):
    v = basis[k]
    w = H @ v
    alpha = w @ v
    w = w - basis.T @ (basis @ w)
    w = w - basis.T @ (basis @ w)
    beta = jnp.linalg.norm(w)
    basis = basis.at[k + 1].set(w / beta)
    return alpha, beta, basis


def lanczos(H, v0, n_iter):
    basis = jnp.zeros((n_iter + 1, v0.shape[0])).at[0].set(v0 / jnp.linalg.norm(v0))
    alphas, betas = [], []
    for k in range(n_iter):
        alpha, beta, basis = lanczos_step(H, basis, k)
        alphas.append(alpha)
        betas.append(beta)
    T = jnp.diag(jnp.array(alphas)) + jnp.diag(jnp.array(betas[:-1]), 1) + jnp.diag(jnp.array(betas[:-1]), -1)
    return jnp.linalg.eigvalsh(T)[0]
