import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from qlayers import QNet, recalibrate

RECALIBRATE_EVERY = 2


@eqx.filter_jit
def train_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree.map(lambda g: -lr * g, grads)), loss


def main():
    rng = np.random.default_rng(0)
    model = QNet(jax.random.PRNGKey(0))
    lr = jnp.float32(0.05)
    for step in range(8):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        y = np.tanh(x[:, :1] - x[:, 1:2]).astype(np.float32)
        if step % RECALIBRATE_EVERY == 0:
            model = recalibrate(model, x)
        model, loss = train_step(model, x, y, lr)
    print(float(loss))


if __name__ == "__main__":
    main()
