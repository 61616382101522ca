import jax
import jax.numpy as jnp

TRADING_DAYS = 252


def sharpe(returns, risk_free):
    excess = returns - risk_free / TRADING_DAYS
    return jnp.sqrt(TRADING_DAYS) * excess.mean() / (excess.std() + 1e-12)


def max_drawdown(returns):
    wealth = jnp.cumprod(1.0 + returns)
    peak = jax.lax.cummax(wealth)
    return jnp.max(1.0 - wealth / peak)


class RiskReport:
    def __init__(self, risk_free=0.02):
        self.risk_free = risk_free
        self.rows = []

    def on_rebalance(self, date_idx, strategy_returns):
        stats = jax.jit(lambda r: jnp.stack([sharpe(r, self.risk_free), max_drawdown(r)]))(strategy_returns)
        self.rows.append((date_idx, *map(float, stats)))
