import flax.linen as nn


class SheepScabNet(nn.Module):
    """Itch behaviour accelerometer features -> psoroptic mange (sheep scab) risk."""

    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.25, deterministic=deterministic)(x)
        return nn.Dense(1)(x)[:, 0]
