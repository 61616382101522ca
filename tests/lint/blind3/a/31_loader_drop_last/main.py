import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import ArrayLoader


class Net(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, 1, width_size=16, depth=1, key=key)

    def __call__(self, x):
        return self.mlp(x)[0]


@eqx.filter_jit
def train_step(model, opt_state, x, y, optim):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 5)).astype(np.float32)
    y = (x[:, 0] - 2 * x[:, 3]).astype(np.float32)
    loader = ArrayLoader(x, y, batch_size=32, drop_last=True)
    model = Net(jax.random.PRNGKey(0))
    optim = optax.sgd(0.05)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for xb, yb in loader:
            model, opt_state, loss = train_step(model, opt_state, xb, yb, optim)
        print(f"epoch {epoch}: {float(loss):.4f} ({len(loader)} steps)")


if __name__ == "__main__":
    main()
