import jax
import jax.numpy as jnp
import numpy as np

N_ASSETS, N_DAYS, LOOKBACK = 8, 90, 30

rng = np.random.default_rng(7)
returns = jnp.asarray(rng.normal(0.0005, 0.01, size=(N_DAYS, N_ASSETS)), dtype=jnp.float32)


@jax.jit
def min_variance_weights(returns, day):
    window = jax.lax.dynamic_slice_in_dim(returns, day - LOOKBACK, LOOKBACK, axis=0)
    cov = jnp.cov(window, rowvar=False) + 1e-4 * jnp.eye(N_ASSETS)
    ones = jnp.ones(N_ASSETS)
    w = jnp.linalg.solve(cov, ones)
    return w / jnp.sum(w)


def backtest(returns, rebalance_every=5):
    weights = jnp.full(N_ASSETS, 1.0 / N_ASSETS)
    pnl = []
    for day in range(LOOKBACK, N_DAYS):
        if (day - LOOKBACK) % rebalance_every == 0:
            weights = min_variance_weights(returns, day)
        pnl.append(float(returns[day] @ weights))
    return np.array(pnl)


if __name__ == "__main__":
    pnl = backtest(returns)
    print("sharpe", pnl.mean() / pnl.std() * np.sqrt(252))
