import jax
import jax.numpy as jnp
import flax.linen as nn


class MoistureNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[..., 0]


net = MoistureNet()


@jax.jit
def moisture_endpoint(params, readings):
    # dielectric constant at 4 frequencies + bulk density + grain temperature
    return 12.0 + 3.0 * net.apply(params, readings)
