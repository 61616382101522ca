import jax
import jax.numpy as jnp
import numpy as np

from state import PacingState, next_hour


@jax.jit
def pace(state, bids, win_prob):
    expected = bids * win_prob * state.multiplier
    hour_spend = expected.sum()
    ratio = state.target_rate / jnp.maximum(hour_spend, 1e-3)
    multiplier = jnp.clip(state.multiplier * ratio ** 0.5, 0.2, 3.0)
    return state.replace(spent=state.spent + hour_spend, multiplier=multiplier)


def main():
    rng = np.random.default_rng(0)
    daily_budget = 240.0
    state = PacingState(spent=jnp.zeros(()), multiplier=jnp.ones(()), target_rate=jnp.float32(10.0))
    for hour in range(6):
        bids = jnp.asarray(rng.uniform(0.5, 2.0, 40), jnp.float32)
        win_prob = jnp.asarray(rng.uniform(0.05, 0.3, 40), jnp.float32)
        state = pace(state, bids, win_prob)
        state = next_hour(state, hour + 1, daily_budget)
        print(hour, round(float(state.spent), 2), round(float(state.multiplier), 3), round(float(state.target_rate), 2))


if __name__ == "__main__":
    main()
