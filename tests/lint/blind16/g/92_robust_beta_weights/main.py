import jax
import jax.numpy as jnp
import numpy as np


def outlier_weights(stock, market, k=4.0):
    """0/1 weights that switch off days where either return is more than k MADs out."""
    def ok(x):
        med = np.median(x)
        mad = np.median(np.abs(x - med)) + 1e-12
        return np.abs(x - med) < k * 1.4826 * mad

    return (ok(stock) & ok(market)).astype(np.float32)


@jax.jit
def capm_beta(stock, market, w):
    n = jnp.sum(w)
    ms, mm = jnp.sum(w * stock) / n, jnp.sum(w * market) / n
    mc = market - mm
    beta = jnp.sum(w * mc * (stock - ms)) / jnp.sum(w * mc ** 2)
    alpha = ms - beta * mm
    resid = (stock - alpha - beta * market) * w
    return beta, alpha * 252, jnp.sqrt(jnp.sum(resid ** 2) / n * 252.0)


rng = np.random.default_rng(50)
market = rng.standard_t(4, 252).astype(np.float32) * 0.01
for ticker, true_beta in [("AAA", 0.8), ("BBB", 1.1), ("CCC", 1.5), ("DDD", 0.4)]:
    stock = (true_beta * market + rng.standard_t(3, 252) * 0.01).astype(np.float32)
    w = outlier_weights(stock, market)
    beta, alpha, idio = capm_beta(stock, market, w)
    print(f"{ticker}: n={int(w.sum())} beta={float(beta):.2f} alpha={float(alpha):+.3f} idio={float(idio):.3f}")
