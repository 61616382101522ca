import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def smoothed_loss(window, valid, decay=0.7):
    def body(carry, inp):
        v, ok = inp
        new = jnp.where(carry[1], decay * carry[0] + (1 - decay) * v, v)
        return (jnp.where(ok, new, carry[0]), carry[1] | ok), None

    (out, _), _ = jax.lax.scan(body, (jnp.float32(0.0), jnp.bool_(False)), (window, valid))
    return out


class ReduceOnPlateau:
    def __init__(self, factor, patience, window=8):
        self.factor = factor
        self.patience = patience
        self.window = np.zeros(window, np.float32)
        self.valid = np.zeros(window, bool)
        self.best = None
        self.wait = 0

    def on_epoch_end(self, loss, lr):
        self.window = np.roll(self.window, -1)
        self.valid = np.roll(self.valid, -1)
        self.window[-1] = loss
        self.valid[-1] = True
        current = float(smoothed_loss(self.window, self.valid))
        if self.best is None or current < self.best - 1e-3:
            self.best = current
            self.wait = 0
            return lr
        self.wait += 1
        if self.wait >= self.patience:
            self.wait = 0
            return lr * self.factor
        return lr


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
    plateau = ReduceOnPlateau(factor=0.5, patience=2)
    for epoch in range(8):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        new_lr = plateau.on_epoch_end(float(loss), float(opt_state.hyperparams["learning_rate"]))
        opt_state.hyperparams["learning_rate"] = jnp.asarray(new_lr, dtype=jnp.float32)
        print(epoch, float(loss), new_lr)


if __name__ == "__main__":
    main()
