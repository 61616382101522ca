import jax.numpy as jnp
import flax.linen as nn


class TinySeq2Seq(nn.Module):
    src_vocab: int
    tgt_vocab: int
    dim: int = 32

    def setup(self):
        self.src_embed = nn.Embed(self.src_vocab, self.dim)
        self.tgt_embed = nn.Embed(self.tgt_vocab, self.dim)
        self.enc = nn.Dense(self.dim)
        self.dec = nn.Dense(self.dim)
        self.out = nn.Dense(self.tgt_vocab)

    def encode(self, src):
        return jnp.tanh(self.enc(self.src_embed(src)))

    def decode(self, memory, tgt_prefix):
        q = self.tgt_embed(tgt_prefix)
        attn = jnp.einsum("btd,bsd->bts", q, memory)
        ctx = jnp.einsum("bts,bsd->btd", nn.softmax(attn, axis=-1), memory)
        return self.out(jnp.tanh(self.dec(q + ctx)))

    def __call__(self, src, tgt):
        return self.decode(self.encode(src), tgt)
