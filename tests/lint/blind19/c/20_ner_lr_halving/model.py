import flax.linen as nn


class NerTagger(nn.Module):
    vocab: int
    num_tags: int
    dim: int = 32

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = nn.Conv(self.dim, kernel_size=(3,))(h)
        h = nn.relu(h)
        return nn.Dense(self.num_tags)(h)
