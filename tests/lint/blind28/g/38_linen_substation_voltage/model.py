import flax.linen as nn
import jax
import jax.numpy as jnp


class VoltageNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.tanh(nn.Dense(24)(x))
        return nn.Dense(1)(x)[..., 0]


net = VoltageNet()


@jax.jit
def regional_error(params, x, y, mask):
    err = jnp.abs(net.apply(params, x) - y) * mask
    return err.sum() / mask.sum(), err.max()
