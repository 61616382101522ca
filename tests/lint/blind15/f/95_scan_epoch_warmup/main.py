import jax
import jax.numpy as jnp
import numpy as np

from engine import WARMUP_EPOCHS, train_epoch, tx


def epoch_arrays(rng, steps, batch, dim):
    xs = rng.normal(size=(steps, batch, dim)).astype(np.float32)
    ys = np.sin(xs.sum(-1, keepdims=True)).astype(np.float32)
    return xs, ys


def main():
    rng = np.random.default_rng(0)
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (3, 8)) * 0.5, "v": jnp.zeros((8, 1))}
    opt_state = tx.init(params)
    for epoch in range(5):
        xs, ys = epoch_arrays(rng, steps=4, batch=8, dim=3)
        params, opt_state, loss = train_epoch(params, opt_state, xs, ys, epoch=epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
