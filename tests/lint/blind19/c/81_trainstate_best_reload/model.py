import flax.linen as nn


class EmotionClassifier(nn.Module):
    vocab: int
    num_classes: int = 6

    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(self.vocab, 24)(ids)
        h = nn.RNN(nn.GRUCell(24))(h)[:, -1]
        return nn.Dense(self.num_classes)(h)
