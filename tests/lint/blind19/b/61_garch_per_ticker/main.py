import jax
import jax.numpy as jnp
import numpy as np

from garch import fit_garch

TICKERS = ["AAPL", "MSFT", "NVDA", "JPM", "XOM"]


def main():
    rng = np.random.default_rng(10)
    panel = {t: (rng.standard_normal(200) * 0.015).astype(np.float32) for t in TICKERS}
    fitted = {}
    for ticker in TICKERS:
        fit = jax.jit(fit_garch)
        fitted[ticker] = np.asarray(fit(jnp.asarray(panel[ticker])))
    for t, p in fitted.items():
        print(t, np.round(p, 6))


if __name__ == "__main__":
    main()
