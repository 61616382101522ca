import jax
import flax.linen as nn


class RunwayNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=(2, 2))(x))
        return nn.Dense(4)(x.reshape(x.shape[0], -1))  # runway corner offsets


runway_net = RunwayNet()


@jax.jit
def detect_runway(params, x):
    return runway_net.apply(params, x)
