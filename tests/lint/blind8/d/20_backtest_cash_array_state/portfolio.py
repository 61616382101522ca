import jax
import jax.numpy as jnp

FEE_BPS = 2.0


@jax.jit
def rebalance(holdings, prices, target_weights, cash):
    nav = cash + jnp.sum(holdings * prices)
    target = target_weights * nav / prices
    traded = jnp.abs(target - holdings) * prices
    fees = traded.sum() * FEE_BPS * 1e-4
    new_cash = nav - jnp.sum(target * prices) - fees
    return target, new_cash, nav


class Backtester:
    def __init__(self, n_assets, initial_cash=1_000_000):
        self.holdings = jnp.zeros(n_assets)
        self.cash = jnp.asarray(initial_cash, dtype=jnp.float32)
        self.navs = []

    def step(self, prices, weights):
        self.holdings, self.cash, nav = rebalance(self.holdings, prices, weights, self.cash)
        self.navs.append(float(nav))
