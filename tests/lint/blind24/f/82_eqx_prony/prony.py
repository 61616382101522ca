import equinox as eqx
import jax
import jax.numpy as jnp

TAUS = jnp.logspace(-1, 3, 5)


@eqx.filter_jit
def fit_prony(t, modulus, n_iter):
    """Relaxation modulus E(t) = E_inf + sum E_i exp(-t/tau_i) by projected gradient on E_i >= 0."""
    A = jnp.concatenate([jnp.ones((t.shape[0], 1)), jnp.exp(-t[:, None] / TAUS[None, :])], axis=1)
    step = 1.0 / jnp.linalg.norm(A, 2) ** 2
    coef = jnp.zeros(A.shape[1])
    for _ in range(n_iter):
        coef = jnp.maximum(coef - step * A.T @ (A @ coef - modulus), 0.0)
    return coef
