import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from schedule import cosine_lr


class ThicknessRegressor(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(9, 1, 16, 2, key=key)

    def __call__(self, x):
        return self.mlp(x)[0]


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g))
    return model, l


def main():
    rng = np.random.default_rng(0)
    # ETDRS 9-sector thickness -> central subfield thickness (scaled)
    x = rng.uniform(0.2, 0.5, size=(64, 9)).astype(np.float32)
    y = (x[:, 0] * 1.5 + 0.1 * x[:, 1:].mean(1)).astype(np.float32)
    model = ThicknessRegressor(jax.random.PRNGKey(0))
    total = 6
    for step in range(total):
        lr = cosine_lr(step, total)
        model, l = sgd_step(model, x, y, lr)
        print(step, round(lr, 4), float(l))


if __name__ == "__main__":
    main()
