import jax.numpy as jnp
import optax
from flax import nnx


class QueryDocEncoder(nnx.Module):
    def __init__(self, vocab, dim, rngs, temperature=1.0):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.q_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.d_proj = nnx.Linear(dim, dim, rngs=rngs)
        self.temperature = nnx.Variable(jnp.asarray(temperature, jnp.float32))

    def encode(self, tokens, proj):
        x = self.embed(tokens).mean(axis=1)
        x = proj(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)

    def __call__(self, q_tokens, d_tokens):
        q = self.encode(q_tokens, self.q_proj)
        d = self.encode(d_tokens, self.d_proj)
        return q @ d.T / self.temperature.value


def contrastive_loss(model, q_tokens, d_tokens):
    logits = model(q_tokens, d_tokens)
    labels = jnp.arange(logits.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
