import jax
import jax.numpy as jnp
import equinox as eqx


class WIMRegressor(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 1, 16, 2, key=key)

    def __call__(self, strain, mask):
        n = mask.sum()
        mean = (strain * mask).sum() / n
        peak = jnp.max(jnp.where(mask > 0, strain, -jnp.inf))
        area = (strain * mask).sum() / 100.0
        feats = jnp.stack([mean, peak, area, n / 256.0])
        return self.mlp(feats)[0]


@eqx.filter_jit
def train_step(model, x, m, y, lr):
    def loss(mdl):
        pred = jax.vmap(mdl)(x, m)
        return jnp.mean((pred - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g))
    return model, l
