import flax.linen as nn


class BoreDiameterNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(16)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]
