import flax.linen as nn


class ChillerKW(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.swish(nn.Dense(32)(x))
        return nn.Dense(1)(x).squeeze(-1)
