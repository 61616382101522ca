import equinox as eqx
import jax
import jax.numpy as jnp


class SkillNet(eqx.Module):
    embed: jax.Array
    head: eqx.nn.Linear
    updates_seen: int

    def __init__(self, n_players, dim, key):
        k1, k2 = jax.random.split(key)
        self.embed = jax.random.normal(k1, (n_players, dim)) * 0.1
        self.head = eqx.nn.Linear(2 * dim, 1, key=k2)
        self.updates_seen = 0

    def __call__(self, a, b):
        z = jnp.concatenate([self.embed[a], self.embed[b]], -1)
        return jax.vmap(self.head)(z)[:, 0]
