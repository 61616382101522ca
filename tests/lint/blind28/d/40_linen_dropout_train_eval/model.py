import flax.linen as nn


class ThicknessRegressor(nn.Module):
    """Sea-ice thickness from CryoSat-2 freeboard, snow depth, and ice type."""

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]
