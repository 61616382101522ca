import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import CoatingThicknessNet
from state import CoatingTrainState


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(73)
    x = rng.normal(size=(48, 5)).astype(np.float32)
    y = (x.sum(axis=1) * 0.2).astype(np.float32)
    model = CoatingThicknessNet()
    state = CoatingTrainState.create(
        apply_fn=model.apply,
        params=model.init(jax.random.PRNGKey(0), jnp.zeros((1, 5))),
        tx=optax.sgd(0.05),
    )
    for epoch in range(4):
        for i in range(0, 48, 16):
            state, loss = train_step(state, x[i:i + 16], y[i:i + 16])
        state = state.next_epoch()
        print(state.epoch, int(state.step), float(loss))


if __name__ == "__main__":
    main()
