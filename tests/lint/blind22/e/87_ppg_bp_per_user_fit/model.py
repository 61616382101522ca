import flax.linen as nn
import jax.numpy as jnp


class PulseWaveRegressor(nn.Module):
    hidden: int = 32
    n_out: int = 2  # systolic, diastolic

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(8, (7,))(x))
        h = jnp.mean(h, axis=1)
        h = nn.relu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.n_out)(h)
