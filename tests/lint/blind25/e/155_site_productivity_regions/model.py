import jax
import flax.linen as nn

class SiteNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(12)(x)))[:, 0]

net = SiteNet()

@jax.jit
def site_productivity(params, x):
    return 20.0 + 5.0 * net.apply(params, x)
