import flax.linen as nn


class CropTypeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(48)(x))
        x = nn.relu(nn.Dense(48)(x))
        return nn.Dense(5)(x)
