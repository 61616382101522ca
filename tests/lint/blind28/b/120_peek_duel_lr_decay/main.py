import jax.numpy as jnp
import numpy as np

from trainer import tx, peek_step, decay_lr


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x[:, 0] - x[:, 1] > 0).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        if epoch > 0:
            opt_state = decay_lr(opt_state, epoch)
        for i in range(0, 256, 64):
            params, opt_state, loss = peek_step(params, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
