import jax
import jax.numpy as jnp


@jax.jit
def ridge_fit_score(Xtr, ytr, Xva, yva, lam):
    A = Xtr.T @ Xtr + lam * jnp.eye(Xtr.shape[1])
    w = jnp.linalg.solve(A, Xtr.T @ ytr)
    return jnp.mean((Xva @ w - yva) ** 2)
