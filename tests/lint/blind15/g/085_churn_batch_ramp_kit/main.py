import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from data import batch_size_for, iterate, make_table
from model import ChurnMLP


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    X, y = make_table()
    rng = np.random.default_rng(0)
    model = ChurnMLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, X.shape[1])))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(5):
        bs = batch_size_for(epoch)
        losses = []
        for xb, yb in iterate(X, y, bs, rng):
            state, loss = train_step(state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} batch {bs} mean loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
