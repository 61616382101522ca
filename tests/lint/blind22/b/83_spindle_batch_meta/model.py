import equinox as eqx
import jax
import jax.numpy as jnp


class SpindleScorer(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(9, 1, 16, 1, key=key)

    def __call__(self, vib, load):
        x = jnp.concatenate([vib, load[:, None]], axis=1)
        return jax.vmap(self.mlp)(x)[:, 0]


@eqx.filter_jit
def score_batch(model, batch):
    return model(batch["vibration"], batch["load"])
