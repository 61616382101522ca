import jax
import numpy as np

from train import model, train_step, tx


def main():
    rng = np.random.default_rng(0)
    users = rng.normal(size=(96, 10)).astype(np.float32)
    items = (users[:, :10] @ rng.normal(size=(10, 12))).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), users[:2], items[:2])
    opt_state = tx.init(params)
    for epoch in range(5):
        for i in range(0, 96, 32):
            params, opt_state, loss = train_step(params, opt_state, users[i:i + 32], items[i:i + 32], epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
