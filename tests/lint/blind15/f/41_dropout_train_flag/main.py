from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DropoutMLP

model = DropoutMLP()
tx = optax.adam(1e-3)
BASE_KEY = jax.random.PRNGKey(42)


def loss_fn(params, x, y, key, train):
    pred = model.apply({"params": params}, x, train=train, rngs={"dropout": key})
    return jnp.mean((pred - y) ** 2)


@partial(jax.jit, static_argnames=("train",))
def compute_loss_and_grads(params, x, y, step, train):
    key = jax.random.fold_in(BASE_KEY, step)
    return jax.value_and_grad(loss_fn)(params, x, y, key, train)


@jax.jit
def apply_updates(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)), train=False)["params"]
    opt_state = tx.init(params)
    vx = rng.normal(size=(32, 6)).astype(np.float32)
    vy = vx[:, :1] * 2
    for step in range(6):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        loss, grads = compute_loss_and_grads(params, x, x[:, :1] * 2, step, train=True)
        params, opt_state = apply_updates(params, opt_state, grads)
        if step % 3 == 2:
            val, _ = compute_loss_and_grads(params, vx, vy, step, train=False)
            print(step, float(loss), float(val))


if __name__ == "__main__":
    main()
