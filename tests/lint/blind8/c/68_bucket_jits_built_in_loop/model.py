import flax.linen as nn
import jax.numpy as jnp


class ToxicityModel(nn.Module):
    vocab: int = 128
    dim: int = 16
    n_labels: int = 2

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = jnp.mean(nn.gelu(nn.Dense(self.dim)(h)), axis=1)
        return nn.Dense(self.n_labels)(h)


def build_model(config):
    return ToxicityModel(**config)
