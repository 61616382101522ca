import jax.numpy as jnp
import numpy as np

from account import Account

TICKERS = ["SPY", "TLT", "GLD", "EFA"]
rng = np.random.default_rng(6)
acct = Account(TICKERS, cash=1_000_000.0)
prices = np.array([450.0, 95.0, 185.0, 72.0], np.float32)

for month in range(6):
    prices = prices * np.exp(rng.normal(0.005, 0.04, 4)).astype(np.float32)
    w = rng.dirichlet(np.ones(4)).astype(np.float32)
    orders = acct.rebalance(jnp.asarray(w), jnp.asarray(prices))
    print(month, np.asarray(orders).astype(int).tolist(), round(acct.cash, 2))
