import flax.linen as nn


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32, name="proj")(x))
        x = nn.LayerNorm(name="norm")(x)
        return nn.Dense(4, name="head")(x)
