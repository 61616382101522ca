import flax.linen as nn


class MPCImitationPolicy(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, obs, dropout_rate, train):
        h = nn.tanh(nn.Dense(self.hidden)(obs))
        h = nn.Dropout(rate=dropout_rate, deterministic=not train)(h)
        return nn.Dense(1)(h)
