import flax.linen as nn


class DenoisingAE(nn.Module):
    n_sensors: int

    @nn.compact
    def __call__(self, x, drop_rate, deterministic):
        x = nn.Dropout(drop_rate)(x, deterministic=deterministic)
        z = nn.Dense(4)(nn.relu(nn.Dense(16)(x)))
        return nn.Dense(self.n_sensors)(nn.relu(nn.Dense(16)(z)))
