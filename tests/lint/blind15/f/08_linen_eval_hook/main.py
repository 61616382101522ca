import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from callbacks import EvalCallback
from model import Classifier


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 10)).astype(np.float32)
    y = rng.integers(0, 3, size=128).astype(np.int32)
    vx = rng.normal(size=(48, 10)).astype(np.float32)
    vy = rng.integers(0, 3, size=48).astype(np.int32)

    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 10)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-3))
    callbacks = [EvalCallback(model, vx, vy)]

    for epoch in range(4):
        for i in range(0, 128, 32):
            state, loss = train_step(state, x[i:i + 32], y[i:i + 32])
        logs = {"loss": float(loss)}
        for cb in callbacks:
            cb.on_epoch_end(epoch, state, logs)
        print(epoch, logs)


if __name__ == "__main__":
    main()
