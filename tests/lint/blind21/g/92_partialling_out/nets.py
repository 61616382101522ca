import flax.linen as nn


class OutcomeNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(h)[:, 0]
