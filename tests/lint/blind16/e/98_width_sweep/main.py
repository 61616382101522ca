import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class MLP(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.width)(x))
        x = nn.relu(nn.Dense(self.width)(x))
        return nn.Dense(1)(x)


WIDTHS = (8, 32, 128)
tx = optax.adam(3e-3)


def make_step(model):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = np.sin(2 * x[:, :1]) * x[:, 1:2]
    results = {}
    for width in WIDTHS:
        model = MLP(width)
        params = model.init(jax.random.PRNGKey(0), x)
        opt_state = tx.init(params)
        step = make_step(model)
        for _ in range(10):
            params, opt_state, loss = step(params, opt_state, x, y)
        results[width] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
