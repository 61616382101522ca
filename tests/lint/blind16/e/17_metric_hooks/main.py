import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import MetricLogger

optimizer = optax.adamw(3e-3, weight_decay=1e-4)


def loss_fn(params, x, y):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, grads


def main(hooks=(MetricLogger(every=2),)):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = rng.normal(size=(40, 1)).astype(np.float32)
    params = {
        "w1": jnp.asarray(rng.normal(size=(5, 12)) * 0.3, jnp.float32),
        "b1": jnp.zeros((12,)),
        "w2": jnp.asarray(rng.normal(size=(12, 1)) * 0.3, jnp.float32),
    }
    opt_state = optimizer.init(params)
    for step in range(10):
        params, opt_state, loss, grads = train_step(params, opt_state, x, y)
        for hook in hooks:
            hook(step, params, grads)


if __name__ == "__main__":
    main()
