import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ReduceLROnPlateau

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.5)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x @ np.array([[1.0], [-2.0], [0.5], [0.0]]) + rng.normal(size=(64, 1))).astype(np.float32)
    params = {"w": jnp.zeros((4, 1))}
    opt_state = tx.init(params)
    plateau = ReduceLROnPlateau()
    for epoch in range(8):
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        opt_state = plateau.on_epoch_end(opt_state, float(loss))
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
