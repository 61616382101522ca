import jax
import jax.numpy as jnp
import flax.linen as nn


class DiacetylNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))[:, 0]


net = DiacetylNet()


@jax.jit
def diacetyl_forecast(params, x):
    return net.apply(params, x)
