import flax.linen as nn


class Discriminator(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.leaky_relu(nn.Dense(64)(x), 0.2)
        h = nn.leaky_relu(nn.Dense(64)(h), 0.2)
        return nn.Dense(1)(h)[..., 0]


class Generator(nn.Module):
    @nn.compact
    def __call__(self, z):
        return nn.tanh(nn.Dense(32)(nn.relu(nn.Dense(64)(z))))
