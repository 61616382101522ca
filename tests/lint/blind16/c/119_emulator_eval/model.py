import flax.linen as nn


class Emulator(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, theta):
        h = nn.softplus(nn.Dense(self.hidden)(theta))
        h = nn.softplus(nn.Dense(self.hidden)(h))
        return nn.Dense(16)(h)
