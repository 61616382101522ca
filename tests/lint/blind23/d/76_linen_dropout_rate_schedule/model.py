import flax.linen as nn


class QuestionDifficultyNet(nn.Module):
    vocab: int = 400

    @nn.compact
    def __call__(self, tokens, dropout_rate, train):
        h = nn.Embed(self.vocab, 32)(tokens).mean(axis=1)
        h = nn.relu(nn.Dense(32)(h))
        h = nn.Dropout(rate=dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]
