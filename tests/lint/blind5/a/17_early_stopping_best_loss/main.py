import numpy as np
import jax.numpy as jnp

from harness import EarlyStopping, sgd_step


def main():
    rng = np.random.default_rng(17)
    w_true = rng.standard_normal(5)
    x = rng.standard_normal((200, 5)).astype(np.float32)
    y = (x @ w_true + 0.2 * rng.standard_normal(200)).astype(np.float32)
    x_tr, y_tr = jnp.asarray(x[:150]), jnp.asarray(y[:150])
    x_va, y_va = jnp.asarray(x[150:]), jnp.asarray(y[150:])
    for lr in (0.05, 0.2):
        params = jnp.zeros(5)
        stopper = EarlyStopping(patience=2)
        for epoch in range(5):
            params = sgd_step(params, x_tr, y_tr, lr)
            val_loss, stop = stopper.step(params, x_va, y_va)
            print(f"lr={lr} epoch {epoch} val {val_loss:.4f}")
            if stop:
                break


if __name__ == "__main__":
    main()
