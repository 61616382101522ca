import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import DropoutClassifier


@jax.jit
def train_step(state, images, labels, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def dropout_for_epoch(epoch, start=0.5, end=0.1, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    model = DropoutClassifier()
    params = model.init(jax.random.PRNGKey(0), images[:1], train=False)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    key = jax.random.PRNGKey(1)
    for epoch in range(5):
        model = model.clone(dropout_rate=dropout_for_epoch(epoch))
        state = state.replace(apply_fn=model.apply)
        for _ in range(2):
            key, sub = jax.random.split(key)
            state, loss = train_step(state, images, labels, sub)
        print(f"epoch {epoch} dropout {model.dropout_rate:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
