import flax.linen as nn

class ClauseCNN(nn.Module):
    vocab: int = 400
    dim: int = 32
    n_classes: int = 5

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, self.dim)(ids)
        h = nn.relu(nn.Conv(self.dim, kernel_size=(3,))(h))
        return nn.Dense(self.n_classes)(h.max(axis=1))
