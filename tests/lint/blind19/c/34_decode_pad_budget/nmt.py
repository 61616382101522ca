import jax
import jax.numpy as jnp
from flax import nnx


class GruNMT(nnx.Module):
    def __init__(self, src_vocab, tgt_vocab, dim, rngs):
        self.src_embed = nnx.Embed(src_vocab, dim, rngs=rngs)
        self.tgt_embed = nnx.Embed(tgt_vocab, dim, rngs=rngs)
        self.encoder = nnx.GRUCell(dim, dim, rngs=rngs)
        self.decoder = nnx.GRUCell(dim, dim, rngs=rngs)
        self.out = nnx.Linear(dim, tgt_vocab, rngs=rngs)

    def encode(self, src):
        h = jnp.zeros((src.shape[0], self.encoder.hidden_features))
        for t in range(src.shape[1]):
            h, _ = self.encoder(h, self.src_embed(src[:, t]))
        return h

    def step(self, h, tok):
        h, y = self.decoder(h, self.tgt_embed(tok))
        return h, jnp.argmax(self.out(y), axis=-1)
