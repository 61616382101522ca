import jax
import jax.numpy as jnp


@jax.jit
def select_bids(ctr, bid_price, remaining_budget, target_spend_rate):
    """Throttles eligible impressions so spend tracks the remaining budget."""
    value = ctr * bid_price
    expected_cost = bid_price * 0.01
    throttle = jnp.clip(remaining_budget * target_spend_rate / (expected_cost.sum() + 1e-6), 0.0, 1.0)
    cutoff = jnp.quantile(value, 1.0 - throttle)
    win = value >= cutoff
    return win, jnp.where(win, expected_cost, 0.0)


class Campaign:
    def __init__(self, daily_budget, spend_rate=0.1):
        self.remaining = daily_budget
        self.spend_rate = spend_rate

    def auction(self, ctr, bid_price):
        win, cost = select_bids(ctr, bid_price, self.remaining, self.spend_rate)
        self.remaining = self.remaining - cost.sum()
        return win
