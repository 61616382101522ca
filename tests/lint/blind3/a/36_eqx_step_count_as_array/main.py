import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import EMARegressor


@eqx.filter_jit
def train_step(model, x, y, lr):
    def loss_fn(net):
        return jnp.mean((jax.vmap(net)(x)[:, 0] - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model.net)
    net = eqx.apply_updates(model.net, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    model = eqx.tree_at(lambda m: m.net, model, net)
    model = eqx.tree_at(lambda m: (m.ema_loss, m.n_updates), model,
                        (0.9 * model.ema_loss + 0.1 * loss, model.n_updates + 1))
    return model, loss


def main():
    rng = np.random.default_rng(0)
    model = EMARegressor(jax.random.PRNGKey(0))
    for step in range(6):
        x = rng.normal(size=(32, 3)).astype(np.float32)
        y = x.sum(1) ** 2
        model, loss = train_step(model, x, y, 0.01)
    print("updates", int(model.n_updates), "ema loss", float(model.ema_loss))


if __name__ == "__main__":
    main()
