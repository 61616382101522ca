import flax.linen as nn


class URLClassifier(nn.Module):
    vocab: int = 96

    @nn.compact
    def __call__(self, chars, dropout_rate, train):
        h = nn.Embed(self.vocab, 24)(chars).mean(axis=1)
        h = nn.relu(nn.Dense(32)(h))
        h = nn.Dropout(rate=dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]
