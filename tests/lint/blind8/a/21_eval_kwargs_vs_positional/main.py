import jax
import numpy as np

from callbacks import EarlyStopping
from steps import eval_step, init_head, train_step, tx

EPOCHS = 6


def fake_images(n, seed):
    rng = np.random.default_rng(seed)
    return (rng.normal(size=(n, 8, 8, 16)).astype(np.float32),
            rng.integers(0, 5, size=n).astype(np.int32))


def main():
    train_x, train_y = fake_images(64, 0)
    val_x, val_y = fake_images(32, 1)
    params = init_head(jax.random.PRNGKey(0), 16, 5)
    opt_state = tx.init(params)
    stopper = EarlyStopping(val_x, val_y, patience=10)

    for epoch in range(EPOCHS):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, train_x[i:i + 16], train_y[i:i + 16])
        val_loss, val_acc = eval_step(params, val_x, val_y)
        print(f"epoch {epoch}: train {float(loss):.4f} val {float(val_loss):.4f} acc {float(val_acc):.3f}")
        if stopper(epoch, params):
            break


if __name__ == "__main__":
    main()
