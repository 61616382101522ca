import flax.linen as nn


class LeadTimeRegressor(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.softplus(nn.Dense(1)(x)).squeeze(-1)
