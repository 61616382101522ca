import jax
import jax.numpy as jnp
import numpy as np


def drop_outliers(stock, market, k=4.0):
    """Remove days where either return is more than k MADs from its median."""
    def ok(x):
        med = np.median(x)
        mad = np.median(np.abs(x - med)) + 1e-12
        return np.abs(x - med) < k * 1.4826 * mad

    keep = ok(stock) & ok(market)
    return stock[keep], market[keep]


@jax.jit
def capm_beta(stock, market):
    mc = market - market.mean()
    beta = jnp.sum(mc * (stock - stock.mean())) / jnp.sum(mc ** 2)
    alpha = stock.mean() - beta * market.mean()
    resid = stock - alpha - beta * market
    return beta, alpha * 252, jnp.std(resid) * jnp.sqrt(252.0)


rng = np.random.default_rng(50)
market = rng.standard_t(4, 252).astype(np.float32) * 0.01
for ticker, true_beta in [("AAA", 0.8), ("BBB", 1.1), ("CCC", 1.5), ("DDD", 0.4)]:
    stock = (true_beta * market + rng.standard_t(3, 252) * 0.01).astype(np.float32)
    s, m = drop_outliers(stock, market)
    beta, alpha, idio = capm_beta(s, m)
    print(f"{ticker}: n={len(s)} beta={float(beta):.2f} alpha={float(alpha):+.3f} idio={float(idio):.3f}")
