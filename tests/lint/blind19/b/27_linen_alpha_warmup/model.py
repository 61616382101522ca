import flax.linen as nn


class AlphaNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        return nn.Dense(1)(x).squeeze(-1)
