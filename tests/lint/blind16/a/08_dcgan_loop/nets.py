import flax.linen as nn


class Generator(nn.Module):
    out_dim: int = 64

    @nn.compact
    def __call__(self, z):
        h = nn.leaky_relu(nn.Dense(64)(z), 0.2)
        return nn.tanh(nn.Dense(self.out_dim)(h))


class Discriminator(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.leaky_relu(nn.Dense(64)(x), 0.2)
        return nn.Dense(1)(h)[..., 0]
