import jax
import jax.numpy as jnp


class PersonalScorers:
    def __init__(self, user_table, item_table):
        self.user_table = user_table
        self.item_table = item_table
        self._cache = {}

    def _build(self, user_id):
        u = self.user_table[user_id]

        def score(items):
            return self.item_table[items] @ u

        return jax.jit(score)

    def get(self, user_id):
        if user_id not in self._cache:
            self._cache[user_id] = self._build(user_id)
        return self._cache[user_id]
