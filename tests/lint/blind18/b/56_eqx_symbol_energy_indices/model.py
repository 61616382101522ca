import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

SPECIES = ["H", "C", "N", "O", "F"]


def species_indices(symbols):
    return np.array([SPECIES.index(s) for s in symbols], np.int32)


class SpeciesEnergyModel(eqx.Module):
    embed: jax.Array
    mlp: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.embed = 0.1 * jax.random.normal(k1, (len(SPECIES), 8))
        self.mlp = eqx.nn.MLP(9, "scalar", 16, 2, key=k2)

    def __call__(self, pos, idx, mask):
        h = self.embed[idx]
        r = jnp.linalg.norm(pos - pos.mean(0), axis=-1, keepdims=True)
        return jnp.sum(mask * jax.vmap(self.mlp)(jnp.concatenate([h, r], -1)))


@eqx.filter_jit
def predict_energy(model, pos, species_idx, mask):
    return model(pos, species_idx, mask)
