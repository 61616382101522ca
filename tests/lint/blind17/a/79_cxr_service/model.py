import flax.linen as nn
import jax.numpy as jnp


class CXRClassifier(nn.Module):
    n_findings: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        return nn.sigmoid(nn.Dense(self.n_findings)(x.mean(axis=(1, 2))))
