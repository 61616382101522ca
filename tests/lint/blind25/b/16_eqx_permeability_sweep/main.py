import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class PermeabilityMLP(eqx.Module):
    layers: list

    def __init__(self, n_desc, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_desc, 32, key=k1), eqx.nn.Linear(32, 1, key=k2)]

    def __call__(self, x):
        return self.layers[1](jax.nn.gelu(self.layers[0](x)))[0]


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss


SWEEP = {"lr": [3e-3, 1e-2, 3e-2]}


def make_descriptors(n=128, d=8, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=d).astype(np.float32)
    y = (x @ w * 0.3 - 5.0 + 0.1 * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def run(lr, x, y, steps=40):
    model = PermeabilityMLP(x.shape[1], jax.random.PRNGKey(0))
    for _ in range(steps):
        model, loss = sgd_step(model, x, y, lr)
    return float(loss)


def main():
    x, y = make_descriptors()
    for lr in SWEEP["lr"]:
        print(f"lr={lr:g}: final loss {run(lr, x, y):.4f}")


if __name__ == "__main__":
    main()
