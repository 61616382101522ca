from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DropoutMLP

model = DropoutMLP()
tx = optax.adam(1e-3)
BASE_KEY = jax.random.PRNGKey(42)


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, x, y, step):
    dropout_key = jax.random.fold_in(BASE_KEY, step)

    def loss_fn(p):
        pred = model.apply({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, x, y):
    pred = model.apply({"params": params}, x, train=False)
    return jnp.mean((pred - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)), train=False)["params"]
    opt_state = tx.init(params)
    vx = rng.normal(size=(32, 6)).astype(np.float32)
    vy = vx[:, :1] * 2
    for step in range(6):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, x[:, :1] * 2, step)
        if step % 3 == 2:
            print(step, float(loss), float(eval_step(params, vx, vy)))


if __name__ == "__main__":
    main()
