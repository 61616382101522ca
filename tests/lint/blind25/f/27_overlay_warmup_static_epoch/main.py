import jax
import jax.numpy as jnp
import numpy as np

from train import net, tx, train_step

# inputs: wafer x/y, field x/y, chuck id one-hot(2), previous-layer residual dx/dy


def load_overlay(n=512, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = np.stack([0.8 * x[:, 0] - 0.3 * x[:, 2] + 0.5 * x[:, 6],
                  0.8 * x[:, 1] + 0.3 * x[:, 3] + 0.5 * x[:, 7]], 1).astype(np.float32)
    return x, y


def main():
    x, y = load_overlay()
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 8)))
    opt_state = tx.init(params)
    for epoch in range(6):
        for i in range(0, 512, 128):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 128], y[i:i + 128], epoch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
