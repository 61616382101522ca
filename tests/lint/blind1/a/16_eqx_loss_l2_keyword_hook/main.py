import equinox as eqx
import jax
import numpy as np
import optax

from callbacks import BestModelTracker
from losses import regularized_loss

L2 = 1e-4
optimizer = optax.adam(5e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    grads = eqx.filter_grad(regularized_loss)(model, x, y)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, size=(96, 1)).astype(np.float32)
    y = np.tanh(2 * x[:, 0]).astype(np.float32)
    x_train, y_train, x_val, y_val = x[:64], y[:64], x[64:], y[64:]

    model = eqx.nn.MLP(1, 1, width_size=16, depth=2, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_inexact_array))
    tracker = BestModelTracker(x_val, y_val, l2=L2)
    for epoch in range(3):
        for i in range(0, 64, 32):
            model, opt_state = train_step(model, opt_state, x_train[i:i + 32], y_train[i:i + 32])
        monitor_loss = regularized_loss(model, x_val, y_val)
        val_loss = tracker.on_epoch_end(epoch, model)
        print(f"epoch {epoch}: {float(monitor_loss):.4f} / {val_loss:.4f}")
    print("best epoch:", tracker.best_epoch)


if __name__ == "__main__":
    main()
