import flax.linen as nn


class ExpressionAE(nn.Module):
    n_genes: int
    latent: int = 8

    @nn.compact
    def __call__(self, x):
        z = nn.Dense(self.latent)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(self.n_genes)(nn.relu(nn.Dense(64)(z))), z
