import flax.linen as nn


class PressureNet(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(32)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[..., 0]
