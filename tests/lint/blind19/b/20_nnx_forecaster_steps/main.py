import jax
import jax.numpy as jnp
import optax
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class ReturnForecaster(nnx.Module):
    def __init__(self, n_features, rngs):
        self.hidden = nnx.Linear(n_features, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.updates_seen = UpdateCount(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x))).squeeze(-1)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen.value += 1
    return loss


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (128, 10))
    y = x[:, 0] * 0.01 + 0.002 * jax.random.normal(jax.random.PRNGKey(1), (128,))
    model = ReturnForecaster(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(4):
        loss = train_step(model, optimizer, x, y)
    print("loss", float(loss), "updates", int(model.updates_seen.value))


if __name__ == "__main__":
    main()
