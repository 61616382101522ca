import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ReduceOnPlateau


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=0.5)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x @ np.array([1.0, -2.0, 0.5], dtype=np.float32) + 0.3).astype(np.float32)
    x_val, y_val = x[:16], y[:16]
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = optimizer.init(params)
    scheduler = ReduceOnPlateau(patience=1)
    for epoch in range(8):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        val_loss = float(loss_fn(params, x_val, y_val))
        opt_state = scheduler(opt_state, val_loss)
        print(epoch, round(val_loss, 4), float(opt_state.hyperparams["learning_rate"]))


if __name__ == "__main__":
    main()
