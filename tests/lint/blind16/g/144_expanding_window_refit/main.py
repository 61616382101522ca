import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def fit_factor_betas(factor_returns, asset_returns, ridge=1e-4):
    X = jnp.concatenate([jnp.ones((factor_returns.shape[0], 1)), factor_returns], axis=1)
    XtX = X.T @ X + ridge * jnp.eye(X.shape[1])
    return jnp.linalg.solve(XtX, X.T @ asset_returns)


rng = np.random.default_rng(116)
T, K, N = 260, 3, 10
factors = rng.normal(0, 0.01, (T, K)).astype(np.float32)
true_b = rng.normal(1, 0.3, (K, N))
assets = (factors @ true_b + rng.normal(0, 0.005, (T, N))).astype(np.float32)

MIN_HISTORY, REFIT_EVERY = 60, 40
for end in range(MIN_HISTORY, T + 1, REFIT_EVERY):
    betas = fit_factor_betas(factors[:end], assets[:end])
    print(f"refit at t={end}: mkt beta avg={float(betas[1].mean()):.3f}")
