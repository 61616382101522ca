import jax
import jax.numpy as jnp
import numpy as np

import state as st

BASE_LR = 0.05
DECAY_EVERY = 3


def loss_fn(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w"]) - y) ** 2)


@jax.jit
def train_step(state, x, y):
    grads = jax.grad(loss_fn)(state.params, x, y)
    lr = BASE_LR * 0.5 ** (state.step // DECAY_EVERY)
    momentum = jax.tree_util.tree_map(lambda m, g: 0.9 * m + g, state.momentum, grads)
    params = jax.tree_util.tree_map(lambda p, m: p - lr * m, state.params, momentum)
    return st.TrainState(params, momentum, state.step + 1)


def main():
    rng = np.random.default_rng(0)
    state = st.create({"w": jnp.zeros((4, 1))})
    for _ in range(7):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        y = np.tanh(x[:, :1]).astype(np.float32)
        state = train_step(state, x, y)
    print("steps:", int(state.step), "loss:", float(loss_fn(state.params, x, y)))


if __name__ == "__main__":
    main()
