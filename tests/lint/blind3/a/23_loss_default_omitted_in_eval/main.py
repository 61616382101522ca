import jax
import jax.numpy as jnp
import numpy as np

from losses import regularized_loss, sgd_step

L2 = 1e-4


def main():
    rng = np.random.default_rng(0)
    w_true = rng.normal(size=(6, 3))
    x = rng.normal(size=(96, 6)).astype(np.float32)
    y = np.argmax(x @ w_true, 1).astype(np.int32)
    x_tr, y_tr, x_va, y_va = x[:64], y[:64], x[64:96], y[64:96]
    params = {"w": jnp.zeros((6, 3)), "b": jnp.zeros(3)}
    for epoch in range(4):
        for i in range(0, 64, 32):
            params = sgd_step(params, x_tr[i:i + 32], y_tr[i:i + 32], L2, 0.5)
        train_loss = regularized_loss(params, x_tr[:32], y_tr[:32], L2)
        val_loss = regularized_loss(params, x_va, y_va)
        print(f"epoch {epoch}: train {float(train_loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
