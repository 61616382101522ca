import functools

import jax.numpy as jnp
import numpy as np
import jax
import optax


tx = optax.adam(1e-2)


def _loss(params, x, y, train):
    h = jax.nn.relu(x @ params["w1"])
    if train:
        h = h * 0.9 + 0.1 * jnp.mean(h, axis=0)  # cheap feature smoothing used only while training
    return jnp.mean((h @ params["w2"] - y) ** 2)


@functools.lru_cache(maxsize=1)
def get_step(mode):
    if mode == "train":
        def step(params, opt_state, x, y):
            loss, grads = jax.value_and_grad(_loss)(params, x, y, True)
            updates, opt_state = tx.update(grads, opt_state)
            return optax.apply_updates(params, updates), opt_state, loss
    else:
        def step(params, x, y):
            return _loss(params, x, y, False)
    return jax.jit(step)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = rng.normal(size=(48, 2)).astype(np.float32)
    x_tr, y_tr, x_va, y_va = x[:32], y[:32], x[32:], y[32:]
    params = {"w1": jnp.asarray(rng.normal(size=(6, 16)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(16, 2)) * 0.3, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = get_step("train")(params, opt_state, x_tr, y_tr)
        val = get_step("eval")(params, x_va, y_va)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
