import flax.linen as nn


class KeratoconusNet(nn.Module):
    """Classifies corneal topography (axial curvature maps)."""

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3), strides=2)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(3)(x)
