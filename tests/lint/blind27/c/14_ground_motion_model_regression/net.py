import equinox as eqx
import jax
import jax.numpy as jnp


class GroundMotionMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 1, 32, 2, key=key)

    def __call__(self, feats):
        return self.mlp(feats)[0]


@eqx.filter_jit
def sgd_step(model, feats, target, lr):
    def loss(m):
        return jnp.mean((jax.vmap(m)(feats) - target) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g))
    return model, l
