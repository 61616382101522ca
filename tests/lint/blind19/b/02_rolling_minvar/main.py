import jax
import jax.numpy as jnp

from data import synthetic_returns, rolling_windows


@jax.jit
def min_variance_weights(window):
    cov = jnp.cov(window, rowvar=False) + 1e-4 * jnp.eye(window.shape[1])
    ones = jnp.ones(window.shape[1])
    w = jnp.linalg.solve(cov, ones)
    return w / w.sum()


def main():
    rets = synthetic_returns(n_days=120, n_assets=6)
    pnl = []
    for t, train, test in rolling_windows(rets, lookback=40, step=10):
        w = min_variance_weights(jnp.asarray(train))
        pnl.append(float((jnp.asarray(test) @ w).sum()))
    print("periods:", len(pnl), "total pnl:", sum(pnl))


if __name__ == "__main__":
    main()
