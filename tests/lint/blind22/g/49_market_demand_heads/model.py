import equinox as eqx
import jax
import jax.numpy as jnp


class MultiMarketDemand(eqx.Module):
    trunk: eqx.nn.MLP
    heads: list

    def __init__(self, n_markets, key):
        k1, *ks = jax.random.split(key, n_markets + 1)
        self.trunk = eqx.nn.MLP(5, 16, 16, 1, key=k1)
        self.heads = [eqx.nn.Linear(16, "scalar", key=k) for k in ks]

    def __call__(self, x, market):
        h = jax.vmap(self.trunk)(x)
        preds = jnp.stack([jax.vmap(head)(h) for head in self.heads], axis=1)
        return jnp.take_along_axis(preds, market[:, None], axis=1)[:, 0]


def launch_market(model, key):
    new_head = eqx.nn.Linear(16, "scalar", key=key)
    return eqx.tree_at(lambda m: m.heads, model, model.heads + [new_head])
