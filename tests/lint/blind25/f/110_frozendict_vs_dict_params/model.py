import flax.linen as nn
import jax


class LinewidthNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(24)(x)))[:, 0]


net = LinewidthNet()


@jax.jit
def predict_linewidth(variables, x):
    return net.apply(variables, x)
