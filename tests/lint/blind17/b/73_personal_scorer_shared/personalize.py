import jax
import jax.numpy as jnp


@jax.jit
def _score(item_table, user_vec, items):
    return item_table[items] @ user_vec


class PersonalScorers:
    def __init__(self, user_table, item_table):
        self.user_table = user_table
        self.item_table = item_table

    def get(self, user_id):
        u = self.user_table[user_id]
        return lambda items: _score(self.item_table, u, items)
