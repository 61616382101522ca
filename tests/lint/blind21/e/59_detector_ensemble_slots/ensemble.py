import jax
import jax.numpy as jnp


def new_member(key, n_features):
    return {"w": jax.random.normal(key, (n_features,)) * 0.5, "b": jnp.zeros(())}


class DetectorEnsemble:
    def __init__(self, n_features, max_members=8):
        self.n_features = n_features
        self.members = {"w": jnp.zeros((max_members, n_features)), "b": jnp.zeros((max_members,))}
        self.active = jnp.zeros((max_members,), bool)
        self.count = 0

    def add(self, key):
        m = new_member(key, self.n_features)
        i = self.count
        self.members = jax.tree_util.tree_map(lambda s, a: s.at[i].set(a), self.members, m)
        self.active = self.active.at[i].set(True)
        self.count += 1
