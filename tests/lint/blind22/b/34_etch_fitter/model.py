import flax.linen as nn


class EtchRateModel(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, recipe):
        x = nn.Dense(self.hidden)(recipe)
        x = nn.swish(x)
        return nn.Dense(1)(x)[:, 0]
