import jax
import jax.numpy as jnp
import numpy as np


def next_problem_scores(item_emb, difficulty, state, target):
    p = jax.nn.sigmoid(item_emb @ state - difficulty)
    return -jnp.abs(p - target)


class ProblemSelector:
    def __init__(self, n_items, dim, target=0.7, seed=0):
        rng = np.random.default_rng(seed)
        self.item_emb = jnp.asarray(rng.normal(size=(n_items, dim)), jnp.float32)
        self.difficulty = jnp.asarray(rng.normal(size=n_items), jnp.float32)
        self.target = target

        def select_scores(state):
            return next_problem_scores(self.item_emb, self.difficulty, state, self.target)

        self._scores = jax.jit(select_scores)

    def select(self, state, k=3):
        scores = self._scores(jnp.asarray(state, jnp.float32))
        return np.asarray(jax.lax.top_k(scores, k)[1])
