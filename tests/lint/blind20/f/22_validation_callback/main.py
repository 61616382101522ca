import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ValidationCallback


def features(n, seed):
    rng = np.random.default_rng(seed)
    temp = rng.normal(15, 8, n).astype(np.float32)
    hour = rng.integers(0, 24, n)
    x = np.stack([temp / 10, np.sin(hour / 24 * 2 * np.pi), np.cos(hour / 24 * 2 * np.pi)], 1).astype(np.float32)
    y = (1.0 + 0.04 * np.abs(temp - 18) + 0.3 * x[:, 1]).astype(np.float32)
    return x, y


@jax.jit
def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


optimizer = optax.adam(5e-2)


@jax.jit
def update(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = features(128, 0)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = optimizer.init(params)
    cb = ValidationCallback(loss_fn, features(128, 1))
    for epoch in range(6):
        params, opt_state, train_loss = update(params, opt_state, x, y)
        print(f"epoch {epoch} train={float(train_loss):.4f} in-sample={float(loss_fn(params, x, y)):.4f}")
        cb(epoch, params)
    print(cb.history)


if __name__ == "__main__":
    main()
