import flax.linen as nn


class FaultNet(nn.Module):
    @nn.compact
    def __call__(self, x, training: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.25, deterministic=not training)(x)
        return nn.Dense(1)(x).squeeze(-1)
