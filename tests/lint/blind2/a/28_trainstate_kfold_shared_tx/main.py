import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(8)(x)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def kfold_indices(n, k):
    folds = np.array_split(np.arange(n), k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val


def main():
    key = jax.random.PRNGKey(0)
    x = np.asarray(jax.random.normal(key, (40, 2)))
    y = x[:, :1] * 2.0 - x[:, 1:]
    model = Regressor()
    tx = optax.adamw(1e-2, weight_decay=1e-4)
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(x), 4)):
        params = model.init(jax.random.fold_in(key, fold), x[:1])
        state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
        for _ in range(3):
            state, loss = train_step(state, x[tr], y[tr])
        scores.append(float(jnp.mean((model.apply(state.params, x[va]) - y[va]) ** 2)))
    print("cv mse", np.mean(scores))


if __name__ == "__main__":
    main()
