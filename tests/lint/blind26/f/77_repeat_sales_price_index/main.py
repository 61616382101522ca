import jax
import jax.numpy as jnp
import numpy as np
from markets import load_market

@jax.jit
def weighted_repeat_sales(D, dlogp, weights):
    A = D.T @ (weights[:, None] * D) + 1e-3 * jnp.eye(D.shape[1])
    return jnp.linalg.solve(A, D.T @ (weights * dlogp))

for m, (market, weighted) in enumerate([("metro", False), ("suburb", True), ("exurb", True)]):
    data = load_market(m, weighted)
    beta = weighted_repeat_sales(**data)
    print(market, np.round(np.asarray(beta[1:] - beta[0]), 3)[:5])
