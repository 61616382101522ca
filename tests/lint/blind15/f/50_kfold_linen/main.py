import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from folds import kfold_indices
from model import Regressor


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(60, 4)).astype(np.float32)
    y = np.sin(x[:, 0]) + 0.1 * x[:, 1]
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(x), k=3)):
        model = Regressor(hidden=16)
        params = model.init(jax.random.PRNGKey(fold), x[:1])["params"]
        state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
        for _ in range(5):
            state, loss = train_step(state, x[tr], y[tr])
        val = jnp.mean((model.apply({"params": state.params}, x[va]) - y[va]) ** 2)
        scores.append(float(val))
    print("cv mse", np.mean(scores), scores)


if __name__ == "__main__":
    main()
