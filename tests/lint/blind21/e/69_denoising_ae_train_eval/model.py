import flax.linen as nn


class DenoisingAE(nn.Module):
    n_sensors: int
    drop_rate: float = 0.3

    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.Dropout(self.drop_rate)(x, deterministic=deterministic)
        z = nn.Dense(4)(nn.relu(nn.Dense(16)(x)))
        return nn.Dense(self.n_sensors)(nn.relu(nn.Dense(16)(z)))
