import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import create_state


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 12)).astype(np.float32)
    y = (x[:, :6].sum(1) > x[:, 6:].sum(1)).astype(np.int32)
    folds = np.split(rng.permutation(96), 3)
    for k in range(3):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != k])
        state = create_state(jax.random.PRNGKey(k), x[:1])
        for _ in range(3):
            state, loss = train_step(state, x[tr], y[tr])
        print(k, float(loss))


if __name__ == "__main__":
    main()
