import flax.linen as nn


class SealLeakNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(8)(x)
        x = nn.relu(x)
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
