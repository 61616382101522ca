from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

WARMUP_EPOCHS = 2


class FallingNumberNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(24)(x)))[:, 0]


@partial(jax.jit, static_argnames=("warming_up",))
def barley_step(state, x, y, warming_up):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    if warming_up:
        grads = jax.tree_util.tree_map(lambda g: 0.3 * g, grads)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(3)
    # alpha-amylase activity proxies from NIR of barley lots
    x = rng.normal(size=(96, 10)).astype(np.float32)
    y = (0.5 * x[:, 0] - 0.3 * x[:, 3] + 0.1 * rng.normal(size=96)).astype(np.float32)
    net = FallingNumberNet()
    state = train_state.TrainState.create(apply_fn=net.apply, params=net.init(jax.random.PRNGKey(1), x[:1]),
                                          tx=optax.adam(5e-3))
    for epoch in range(6):
        for i in range(0, 96, 24):
            state, loss = barley_step(state, x[i:i + 24], y[i:i + 24], warming_up=epoch < WARMUP_EPOCHS)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
