import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ReduceOnPlateau

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(50, 3)).astype(np.float32)
    y = x @ np.array([1.0, 2.0, -1.0], np.float32) + 0.3 * rng.normal(size=50).astype(np.float32)
    params = jnp.zeros(3)
    opt_state = tx.init(params)
    plateau = ReduceOnPlateau(factor=0.5, patience=1)
    for epoch in range(8):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        new_lr = plateau.on_epoch_end(float(loss), float(opt_state.hyperparams["learning_rate"]))
        opt_state.hyperparams["learning_rate"] = new_lr
        print(epoch, float(loss), new_lr)


if __name__ == "__main__":
    main()
