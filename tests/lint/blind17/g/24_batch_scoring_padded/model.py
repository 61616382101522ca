import flax.linen as nn


class ChurnModel(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
