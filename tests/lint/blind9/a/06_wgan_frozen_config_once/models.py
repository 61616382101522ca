import flax.linen as nn


class Generator(nn.Module):
    hidden: int = 32
    out_dim: int = 16

    @nn.compact
    def __call__(self, z):
        h = nn.relu(nn.Dense(self.hidden)(z))
        return nn.tanh(nn.Dense(self.out_dim)(h))


class Discriminator(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        h = nn.leaky_relu(nn.Dense(self.hidden)(x), 0.2)
        return nn.Dense(1)(h).squeeze(-1)
