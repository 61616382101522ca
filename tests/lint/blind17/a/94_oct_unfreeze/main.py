from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import optimizer_for


def forward(params, x):
    h = jax.nn.relu(x @ params["backbone"])
    return h @ params["head"]


@partial(jax.jit, static_argnums=(0,))
def train_step(tx, params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.integers(0, 4, size=64)
    params = {"backbone": jnp.asarray(rng.normal(size=(32, 16)).astype(np.float32) * 0.1),
              "head": jnp.zeros((16, 4))}
    opt_state = None
    for epoch in range(4):
        tx = optimizer_for(epoch)
        opt_state = tx.init(params)
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(tx, params, opt_state, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
