import equinox as eqx
import jax
import jax.numpy as jnp


class AmountHead(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, feat, key):
        self.linear = eqx.nn.Linear(feat, 1, key=key)

    def __call__(self, tokens):
        return jax.vmap(self.linear)(tokens)[:, 0]


@eqx.filter_jit
def select_amounts(head, tokens, accept):
    scores = jax.nn.sigmoid(head(tokens))
    return accept(scores), scores
