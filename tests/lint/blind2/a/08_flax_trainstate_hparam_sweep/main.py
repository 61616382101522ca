import itertools

import flax.linen as nn
import jax
import jax.numpy as jnp
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


def run_trial(model, params, lr, wd, x, y, steps=3):
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=params, tx=optax.adamw(lr, weight_decay=wd))
    for _ in range(steps):
        state, loss = train_step(state, x, y)
    return float(loss)


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (32, 2))
    y = x[:, :1] * 2.0 - x[:, 1:]
    model = Regressor()
    params = model.init(key, x[:1])
    results = {}
    for lr, wd in itertools.product([1e-2, 3e-2], [0.0, 1e-4]):
        results[(lr, wd)] = run_trial(model, params, lr, wd, x, y)
    best = min(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
