import flax.linen as nn


class TinyLM(nn.Module):
    vocab: int = 32
    dim: int = 16

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.dim)(tokens)
        x = nn.Dense(self.dim)(x)
        x = nn.gelu(x)
        return nn.Dense(self.vocab)(x)
