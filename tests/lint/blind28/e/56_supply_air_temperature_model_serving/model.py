import flax.linen as nn


class SupplyAirNet(nn.Module):
    hidden: int = 24
    n_out: int = 1

    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_out)(x)
