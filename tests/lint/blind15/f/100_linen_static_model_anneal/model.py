import flax.linen as nn
import jax


class NoisyMLP(nn.Module):
    hidden: int = 16
    noise_std: float = 0.1

    @nn.compact
    def __call__(self, x, train: bool = True):
        h = nn.relu(nn.Dense(self.hidden)(x))
        if train and self.noise_std > 0:
            h = h + self.noise_std * jax.random.normal(self.make_rng("noise"), h.shape)
        return nn.Dense(1)(h)
