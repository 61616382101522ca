import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class RunningNormMLP(eqx.Module):
    layers: list
    mean: jax.Array
    var: jax.Array
    n_updates: int

    def __init__(self, key, in_dim, hidden, out_dim):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(in_dim, hidden, key=k1), eqx.nn.Linear(hidden, out_dim, key=k2)]
        self.mean = jnp.zeros(in_dim)
        self.var = jnp.ones(in_dim)
        self.n_updates = 0

    def __call__(self, x):
        x = (x - self.mean) / jnp.sqrt(self.var + 1e-5)
        x = jax.nn.relu(self.layers[0](x))
        return self.layers[1](x)


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def train_step(model, x, y, lr):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    model = jax.tree_util.tree_map(lambda m, g: m - lr * g if eqx.is_inexact_array(m) else m, model, grads,
                                   is_leaf=lambda z: z is None)
    momentum = 0.9
    model = eqx.tree_at(lambda m: (m.mean, m.var), model,
                        (momentum * model.mean + (1 - momentum) * x.mean(0),
                         momentum * model.var + (1 - momentum) * x.var(0)))
    return model, loss


def main():
    rng = np.random.default_rng(0)
    model = RunningNormMLP(jax.random.PRNGKey(0), 4, 16, 1)
    for step in range(5):
        x = rng.normal(loc=2.0, size=(32, 4)).astype(np.float32)
        y = x.sum(1, keepdims=True)
        model, loss = train_step(model, x, y, 1e-2)
        model = eqx.tree_at(lambda m: m.n_updates, model, model.n_updates + 1)
        print(step, float(loss))
    print("updates", model.n_updates)


if __name__ == "__main__":
    main()
