import jax.numpy as jnp

from costs import rebalance_orders


class Account:
    def __init__(self, tickers, cash):
        self.tickers = tickers
        self.cash = cash
        self.shares = jnp.zeros(len(tickers), dtype=jnp.float32)

    def nav(self, prices):
        return self.cash + float(jnp.sum(self.shares * prices))

    def rebalance(self, target_weights, prices, fee_bps=5.0):
        nav = self.nav(prices)
        new_shares, orders, cost = rebalance_orders(self.shares, target_weights, prices, nav, fee_bps)
        self.cash = nav - float(jnp.sum(new_shares * prices)) - float(cost)
        self.shares = new_shares
        return orders
