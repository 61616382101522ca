import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import Regressor, TrainState


@eqx.filter_jit
def train_step(state, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(state.model)
    lr = state.lr()
    model = eqx.apply_updates(state.model, jax.tree.map(lambda g: -lr * g, grads))
    return TrainState(model, state.step + 1, state.base_lr, state.warmup), loss


def main():
    rng = np.random.default_rng(0)
    state = TrainState(Regressor(jax.random.PRNGKey(0)), jnp.zeros((), jnp.int32))
    for _ in range(8):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        y = x.sum(axis=1, keepdims=True).astype(np.float32)
        state, loss = train_step(state, x, y)
    print(float(loss))


if __name__ == "__main__":
    main()
