import jax.numpy as jnp


def historical_var(pnl, level=0.99):
    return -jnp.quantile(pnl, 1.0 - level)


def expected_shortfall(pnl, level=0.975):
    cutoff = jnp.quantile(pnl, 1.0 - level)
    tail = jnp.where(pnl <= cutoff, pnl, 0.0)
    return -tail.sum() / jnp.maximum((pnl <= cutoff).sum(), 1)


def max_drawdown(pnl):
    equity = jnp.cumsum(pnl)
    peak = jnp.maximum.accumulate(equity)
    return jnp.max(peak - equity)


def sharpe(pnl, periods=252):
    return jnp.sqrt(periods) * pnl.mean() / pnl.std()


REPORT_METRICS = [historical_var, expected_shortfall, max_drawdown, sharpe]
