import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Seq2Day(nn.Module):
    horizon: int = 24

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.horizon)(h)


def create_state(key, lookback):
    m = Seq2Day()
    params = m.init(key, jnp.zeros((1, lookback)))["params"]
    return train_state.TrainState.create(apply_fn=m.apply, params=params, tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y):
    def loss(p):
        return jnp.mean((state.apply_fn({"params": p}, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(state.params)
    return state.apply_gradients(grads=g), l
