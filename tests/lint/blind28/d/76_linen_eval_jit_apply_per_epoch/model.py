import flax.linen as nn


class MeltPondNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        # Sentinel-2 reflectances (B2, B3, B4, B8) -> pond fraction
        x = nn.relu(nn.Dense(32)(x))
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]
