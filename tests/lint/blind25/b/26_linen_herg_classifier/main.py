import numpy as np
import jax

from train import dropout_schedule, herg_train_step, model, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 32)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:2], 0.0, True)
    opt_state = tx.init(params)
    for epoch in range(5):
        rate = dropout_schedule(epoch)
        for b in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = herg_train_step(params, opt_state, x[b:b + 64], y[b:b + 64], rate, sub)
        print(f"epoch {epoch}: dropout {rate:.1f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
