import jax
import jax.numpy as jnp


@jax.jit
def lanczos_step(H, basis, beta_prev):
    v = basis[-1]
    w = H @ v
    alpha = w @ v
    w = w - basis.T @ (basis @ w)
    w = w - basis.T @ (basis @ w)
    beta = jnp.linalg.norm(w)
    return alpha, beta, w / beta


def lanczos(H, v0, n_iter):
    basis = [v0 / jnp.linalg.norm(v0)]
    alphas, betas = [], []
    beta = jnp.zeros(())
    for _ in range(n_iter):
        alpha, beta, v_next = lanczos_step(H, jnp.stack(basis), beta)
        alphas.append(alpha)
        betas.append(beta)
        basis.append(v_next)
    T = jnp.diag(jnp.array(alphas)) + jnp.diag(jnp.array(betas[:-1]), 1) + jnp.diag(jnp.array(betas[:-1]), -1)
    return jnp.linalg.eigvalsh(T)[0]
