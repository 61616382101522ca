import numpy as np
import jax
import flax.linen as nn
import optax
from flax.training import train_state

from train import train_step


class HoneybeeNet(nn.Module):
    """Hive sound classifier: queenright / queenless / swarming."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 40)).astype(np.float32)
Y = rng.integers(0, 3, 256).astype(np.int32)
net = HoneybeeNet()
state = train_state.TrainState.create(apply_fn=net.apply, params=net.init(jax.random.PRNGKey(0), X[:1]),
                                      tx=optax.sgd(0.1, momentum=0.9))
for epoch in range(4):
    # step-decay: keep the momentum buffers, lower the rate
    state = state.replace(tx=optax.sgd(0.1 * 0.5 ** epoch, momentum=0.9))
    for i in range(0, 256, 64):
        state, loss = train_step(state, X[i:i + 64], Y[i:i + 64])
    print(epoch, float(loss))
