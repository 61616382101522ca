import jax.numpy as jnp
from flax import nnx


class TwoTowerRanker(nnx.Module):
    def __init__(self, n_items, dim, rngs: nnx.Rngs):
        self.items = nnx.Embed(n_items, dim, rngs=rngs)
        self.user_tower = nnx.Linear(dim, dim, rngs=rngs)
        self.requests_seen = nnx.Variable(jnp.zeros((), jnp.int32))

    def __call__(self, user_feats, candidate_ids):
        u = nnx.relu(self.user_tower(user_feats))
        c = self.items(candidate_ids)
        return jnp.einsum("bd,bkd->bk", u, c)


@nnx.jit
def rank(model, user_feats, candidate_ids):
    return model(user_feats, candidate_ids)


class RankingService:
    def __init__(self, model):
        self.model = model

    def handle(self, user_feats, candidate_ids):
        self.model.requests_seen.value += 1
        scores = rank(self.model, user_feats, candidate_ids)
        return jnp.argsort(-scores, axis=-1)
