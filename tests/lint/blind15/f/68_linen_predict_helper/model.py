import flax.linen as nn


class Tagger(nn.Module):
    vocab: int = 40
    dim: int = 16
    tags: int = 5

    @nn.compact
    def __call__(self, tokens):
        h = nn.Embed(self.vocab, self.dim)(tokens)
        h = nn.relu(nn.Dense(self.dim)(h))
        return nn.Dense(self.tags)(h)
