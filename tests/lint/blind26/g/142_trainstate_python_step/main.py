import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class WingbeatNet(nn.Module):
    """Classifies mosquito species from wingbeat frequency spectra."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(5)(nn.relu(nn.Dense(48)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 64)).astype(np.float32)
Y = rng.integers(0, 5, 256).astype(np.int32)
net = WingbeatNet()
state = train_state.TrainState.create(apply_fn=net.apply, params=net.init(jax.random.PRNGKey(0), X[:1]),
                                      tx=optax.adam(1e-3))
for epoch in range(4):
    for i in range(0, 256, 64):
        state, loss = train_step(state, X[i:i + 64], Y[i:i + 64])
    print(epoch, int(state.step), float(loss))
