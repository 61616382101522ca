import jax
import jax.numpy as jnp
import numpy as np

import checkpoint

T = jnp.arange(50, dtype=jnp.float32)
OBSERVED = jnp.asarray(100 * np.exp(-0.5 * ((np.arange(50) - 25) / 7.0) ** 2), dtype=jnp.float32)


def curve(params):
    log_height, peak, log_width = params
    return jnp.exp(log_height) * jnp.exp(-0.5 * ((T - peak) / jnp.exp(log_width)) ** 2)


@jax.jit
def sgd_step(params, lr):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((curve(p) - OBSERVED) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def run(params, n_steps, lr=jnp.float32(1e-3)):
    for _ in range(n_steps):
        params, loss = sgd_step(params, lr)
    return params, loss


if __name__ == "__main__":
    store = {}
    params = (jnp.float32(4.0), jnp.float32(20.0), jnp.float32(1.5))
    params, loss = run(params, 10)
    checkpoint.save(params, store)
    print(f"first session loss {float(loss):.2f}")

    params = checkpoint.load(store)
    params, loss = run(params, 10)
    print(f"resumed session loss {float(loss):.2f}")
