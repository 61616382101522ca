import flax.linen as nn


class SensorAE(nn.Module):
    window: int
    latent: int = 6

    @nn.compact
    def __call__(self, x):
        z = nn.Dense(self.latent)(nn.tanh(nn.Dense(24)(x)))
        return nn.Dense(self.window)(nn.tanh(nn.Dense(24)(z)))
