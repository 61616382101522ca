import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from losses import l1_schedule, penalised_mse


@eqx.filter_jit
def train_step(model, loss_fn, x, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    return eqx.apply_updates(model, jax.tree.map(lambda g: -0.05 * g, grads)), loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(8, 1, width_size=32, depth=1, key=jax.random.PRNGKey(0))
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x[:, :1] - 0.5 * x[:, 3:4]).astype(np.float32)
    for epoch in range(4):
        loss_fn = functools.partial(penalised_mse, l1=l1_schedule(epoch))
        for i in range(0, 64, 32):
            model, loss = train_step(model, loss_fn, x[i:i + 32], y[i:i + 32])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
