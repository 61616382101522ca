import jax
import jax.numpy as jnp
import equinox as eqx


class ShiftSwapModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, 1, 16, 2, key=key)


@eqx.filter_jit
def swap_acceptance(model, feats, seniority_bonus):
    logits = jax.vmap(model.mlp)(feats)[:, 0] + seniority_bonus
    return jax.nn.sigmoid(logits)
