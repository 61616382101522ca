import flax.linen as nn


class WindowAE(nn.Module):
    latent: int = 4

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(16)(x))
        z = nn.Dense(self.latent)(h)
        h = nn.relu(nn.Dense(16)(z))
        return nn.Dense(x.shape[-1])(h)
