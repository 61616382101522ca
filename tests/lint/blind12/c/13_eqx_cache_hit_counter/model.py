import equinox as eqx
import jax
import jax.numpy as jnp


class CachedScorer(eqx.Module):
    item_table: jax.Array
    user_proj: eqx.nn.Linear
    n_served: int = 0

    def __init__(self, key, n_items, dim):
        k1, k2 = jax.random.split(key)
        self.item_table = jax.random.normal(k1, (n_items, dim)) * 0.1
        self.user_proj = eqx.nn.Linear(dim, dim, key=k2)
        self.n_served = 0

    def __call__(self, user_vec, candidates):
        u = self.user_proj(user_vec)
        return self.item_table[candidates] @ u


@eqx.filter_jit
def score_request(model, user_vec, candidates):
    scores = model(user_vec, candidates)
    model = eqx.tree_at(lambda m: m.n_served, model, model.n_served + 1)
    return model, scores
