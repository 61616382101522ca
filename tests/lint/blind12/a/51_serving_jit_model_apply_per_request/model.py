import flax.linen as nn


class ToxicityScorer(nn.Module):
    vocab_size: int = 64
    dim: int = 16

    @nn.compact
    def __call__(self, token_ids):
        x = nn.Embed(self.vocab_size, self.dim)(token_ids)
        x = nn.tanh(nn.Dense(self.dim)(x)).max(axis=1)
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
