import flax.linen as nn


class MoistureModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(24)(x)
        x = nn.tanh(x)
        return nn.Dense(1)(x)[:, 0]
