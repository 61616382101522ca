import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Forecaster(eqx.Module):
    linear: eqx.nn.Linear
    steps: jax.Array

    def __init__(self, lags, key):
        self.linear = eqx.nn.Linear(lags, 1, key=key)
        self.steps = jnp.zeros((), dtype=jnp.int32)


@eqx.filter_jit
def update(model, X, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m.linear)(X)[:, 0] - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -0.05 * g, grads)
    model = eqx.apply_updates(model, updates)
    model = eqx.tree_at(lambda m: m.steps, model, model.steps + 1)
    return model, loss


def main():
    rng = np.random.default_rng(11)
    model = Forecaster(6, jax.random.PRNGKey(0))
    for epoch in range(6):
        X = jnp.asarray(rng.normal(size=(10, 6)), dtype=jnp.float32)
        y = jnp.asarray(rng.normal(size=10), dtype=jnp.float32)
        model, loss = update(model, X, y)
        print(epoch, int(model.steps), float(loss))


if __name__ == "__main__":
    main()
