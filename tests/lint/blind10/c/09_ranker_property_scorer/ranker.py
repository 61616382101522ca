import jax
import jax.numpy as jnp
import numpy as np


class TwoTowerRanker:
    def __init__(self, name, n_user, n_item, dim, seed):
        rng = np.random.default_rng(seed)
        self.name = name
        self.user_proj = jnp.asarray(rng.normal(size=(n_user, dim)) / np.sqrt(n_user), jnp.float32)
        self.item_proj = jnp.asarray(rng.normal(size=(n_item, dim)) / np.sqrt(n_item), jnp.float32)

    def _score(self, user_feats, item_feats):
        u = user_feats @ self.user_proj
        v = item_feats @ self.item_proj
        return u @ v.T

    @property
    def score_fn(self):
        return jax.jit(self._score)

    def rank(self, user_feats, item_feats, k=5):
        scores = self.score_fn(user_feats, item_feats)
        return np.argsort(-np.asarray(scores), axis=1)[:, :k]
