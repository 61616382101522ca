import jax
import jax.numpy as jnp
import flax.linen as nn


class IceTypeCNN(nn.Module):
    n_classes: int = 4  # open water, new ice, first-year, multi-year

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)


net = IceTypeCNN()


@jax.jit
def classify(params, patches):
    return jnp.argmax(net.apply(params, patches), axis=-1)
