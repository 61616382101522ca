from functools import partial

import jax
import jax.numpy as jnp


class SeriesPredictor:
    def __init__(self, best_of, home_edge):
        self.best_of = best_of
        self.home_edge = home_edge

    @partial(jax.jit, static_argnums=0)
    def series_win_prob(self, map_probs):
        # probability of taking the series given per-map win probs (played in order)
        need = self.best_of // 2 + 1
        p = jnp.clip(map_probs + self.home_edge, 0.0, 1.0)
        dp = jnp.zeros(need + 1).at[0].set(1.0)
        won = jnp.zeros(())
        for i in range(self.best_of):
            won = won + dp[need - 1] * p[i]
            shifted = jnp.concatenate([jnp.zeros(1), dp[:-1]])
            dp = dp * (1 - p[i]) + shifted * p[i]
            dp = dp.at[need].set(0.0)
        return won
