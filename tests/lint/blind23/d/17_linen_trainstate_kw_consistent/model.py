import flax.linen as nn


class ShortAnswerGrader(nn.Module):
    vocab: int = 300
    dim: int = 32
    n_grades: int = 3

    @nn.compact
    def __call__(self, tokens):
        e = nn.Embed(self.vocab, self.dim)(tokens).mean(axis=1)
        e = nn.relu(nn.Dense(self.dim)(e))
        return nn.Dense(self.n_grades)(e)
