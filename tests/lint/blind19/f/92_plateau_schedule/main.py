import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import PlateauController

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1)


@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros((4,))
    opt_state = tx.init(params)
    ctrl = PlateauController()
    x = rng.standard_normal((16, 4)).astype(np.float32)
    y = x @ np.array([1.0, -1.0, 0.5, 2.0], np.float32)
    val_trace = [3.0, 2.0, 2.5, 2.6, 1.0, 1.2, 1.3, 1.4]
    for t, val_loss in enumerate(val_trace):
        params, opt_state, loss = step(params, opt_state, x, y)
        opt_state = ctrl.step(opt_state, val_loss)
    print(float(opt_state.hyperparams["learning_rate"]), float(loss))


if __name__ == "__main__":
    main()
