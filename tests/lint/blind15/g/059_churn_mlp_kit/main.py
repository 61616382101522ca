import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from data import TableLoader, make_table
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
    loader = TableLoader(X, y, batch_size=64)
    model = ChurnMLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, X.shape[1])))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(3):
        losses = []
        for xb, yb in loader:
            state, loss = train_step(state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} mean loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
