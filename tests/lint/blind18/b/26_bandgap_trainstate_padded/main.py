import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from loader import CompositionLoader, synthetic_compositions


class GapRegressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.softplus(nn.Dense(1)(x))[:, 0]


@jax.jit
def train_step(state, x, y, w):
    def loss_fn(params):
        pred = state.apply_fn(params, x)
        return jnp.sum(w * jnp.abs(pred - y)) / jnp.sum(w)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    x, y = synthetic_compositions(100)
    loader = CompositionLoader(x, y, batch_size=32)
    model = GapRegressor()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.adam(1e-3))
    for epoch in range(3):
        for xb, yb, wb in loader:
            state, loss = train_step(state, xb, yb, wb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
