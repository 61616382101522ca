import functools

import jax
import jax.numpy as jnp


class BatchedRootSearch:
    """Root-only MCTS with a set simulation budget, run on-device."""

    def __init__(self, num_simulations=32, c_puct=1.25):
        self.num_simulations = num_simulations
        self.c_puct = c_puct

    @functools.partial(jax.jit, static_argnums=0)
    def search(self, prior, values, key):
        n = jnp.zeros_like(prior)
        w = jnp.zeros_like(prior)

        def sim(i, carry):
            n, w, key = carry
            q = jnp.where(n > 0, w / jnp.maximum(n, 1), 0.0)
            u = self.c_puct * prior * jnp.sqrt(n.sum() + 1) / (1 + n)
            a = jnp.argmax(q + u)
            key, sub = jax.random.split(key)
            outcome = values[a] + 0.1 * jax.random.normal(sub)
            return n.at[a].add(1), w.at[a].add(outcome), key
        n, w, _ = jax.lax.fori_loop(0, self.num_simulations, sim, (n, w, key))
        return n / n.sum()
