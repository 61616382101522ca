import jax
import jax.numpy as jnp
import numpy as np


def parametric_var(weights, cov, z=2.326):
    return z * jnp.sqrt(weights @ cov @ weights)


def score_accounts(weight_matrix, cov):
    batched = jax.jit(jax.vmap(parametric_var, in_axes=(0, None)))
    return batched(weight_matrix, cov)


rng = np.random.default_rng(40)
N_ASSETS, PAGE = 6, 50
A = rng.normal(0, 0.01, (N_ASSETS, N_ASSETS))
cov = jnp.asarray(A @ A.T + 1e-4 * np.eye(N_ASSETS), dtype=jnp.float32)

for page in range(5):
    weights = rng.dirichlet(np.ones(N_ASSETS), size=PAGE).astype(np.float32)
    var = np.asarray(score_accounts(weights, cov))
    print(f"page {page}: max VaR={var.max():.4f} mean={var.mean():.4f}")
