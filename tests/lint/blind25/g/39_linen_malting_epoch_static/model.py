import flax.linen as nn


class GerminationNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x)[:, 0]
