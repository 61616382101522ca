import flax.linen as nn


class MPCImitationPolicy(nn.Module):
    hidden: int = 32
    dropout_rate: float = 0.2

    @nn.compact
    def __call__(self, obs, train):
        h = nn.tanh(nn.Dense(self.hidden)(obs))
        h = nn.Dropout(rate=self.dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)
