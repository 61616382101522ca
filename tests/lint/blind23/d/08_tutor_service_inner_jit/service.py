import jax
import jax.numpy as jnp
import numpy as np


class HintRecommender:
    def __init__(self, n_items, dim, seed=0):
        rng = np.random.default_rng(seed)
        self.item_emb = jnp.asarray(rng.normal(size=(n_items, dim)), jnp.float32)
        self.difficulty = jnp.asarray(rng.normal(size=n_items), jnp.float32)

    def recommend(self, student_state, k=3):
        item_emb, difficulty = self.item_emb, self.difficulty

        @jax.jit
        def score_items(state):
            p_success = jax.nn.sigmoid(item_emb @ state - difficulty)
            # target the zone of proximal development
            return -jnp.abs(p_success - 0.7)

        scores = score_items(student_state)
        return np.asarray(jax.lax.top_k(scores, k)[1])
