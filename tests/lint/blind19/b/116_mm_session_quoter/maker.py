import jax
import jax.numpy as jnp


class MarketMaker:
    def __init__(self, gamma=0.1, k=1.5):
        self.gamma = gamma
        self.k = k
        self._quote_fn = jax.jit(self._quote)
        self.session_fills = 0

    def _quote(self, mid, inventory, sigma, t_left):
        reservation = mid - inventory * self.gamma * sigma ** 2 * t_left
        half = 0.5 * self.gamma * sigma ** 2 * t_left + jnp.log1p(self.gamma / self.k) / self.gamma
        return reservation - half, reservation + half

    def quote(self, mid, inventory, sigma, t_left):
        return self._quote_fn(mid, inventory, sigma, t_left)

    def reset_session(self):
        self.session_fills = 0
