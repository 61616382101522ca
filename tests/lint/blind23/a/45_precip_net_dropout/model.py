import flax.linen as nn


class PrecipNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.softplus(nn.Dense(1)(x))[..., 0]
