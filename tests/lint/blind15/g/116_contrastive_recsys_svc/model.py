import equinox as eqx
import jax
import jax.numpy as jnp


class TwoTower(eqx.Module):
    user_tower: eqx.nn.MLP
    item_tower: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, n_user_feats, n_item_feats, dim, key, temperature=1.0):
        ku, ki = jax.random.split(key)
        self.user_tower = eqx.nn.MLP(n_user_feats, dim, 32, 1, key=ku)
        self.item_tower = eqx.nn.MLP(n_item_feats, dim, 32, 1, key=ki)
        self.temperature = jnp.asarray(temperature, dtype=jnp.float32)

    def logits(self, users, items):
        u = jax.vmap(self.user_tower)(users)
        v = jax.vmap(self.item_tower)(items)
        u = u / jnp.linalg.norm(u, axis=-1, keepdims=True)
        v = v / jnp.linalg.norm(v, axis=-1, keepdims=True)
        return u @ v.T / self.temperature


def with_temperature(model, t):
    return eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(t, dtype=jnp.float32))
