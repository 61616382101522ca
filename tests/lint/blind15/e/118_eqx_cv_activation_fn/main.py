import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import build_model


@eqx.filter_jit
def train_step(model, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree.map(lambda g: -0.05 * g, grads)), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(60, 3)).astype(np.float32)
    y = (np.abs(x[:, 0]) - x[:, 2]).astype(np.float32)
    folds = np.split(np.arange(60), 3)
    for k in range(3):
        tr = np.concatenate([f for j, f in enumerate(folds) if j != k])
        model = build_model(jax.random.PRNGKey(k), 3)
        for _ in range(3):
            model, loss = train_step(model, x[tr], y[tr])
        print(k, float(loss))


if __name__ == "__main__":
    main()
