import flax.linen as nn
import jax
import jax.numpy as jnp


class QueryEncoder(nn.Module):
    vocab: int = 100
    dim: int = 32

    @nn.compact
    def __call__(self, token_ids):
        x = nn.Embed(self.vocab, self.dim)(token_ids)
        x = x.mean(axis=1)
        x = nn.Dense(self.dim)(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


def make_encode_fn(model):
    @jax.jit
    def encode(params, token_ids):
        return model.apply(params, token_ids)

    return encode
