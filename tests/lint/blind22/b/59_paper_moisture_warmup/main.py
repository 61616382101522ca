import jax
import jax.numpy as jnp
import numpy as np

from steps import model, train_step, tx


def batches(rng, n=3):
    for _ in range(n):
        x = rng.normal(size=(32, 7)).astype(np.float32)
        y = (0.3 * x[:, 0] - 0.5 * x[:, 4] + 0.1 * rng.normal(size=32)).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(47)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 7)))
    opt_state = tx.init(params)
    for epoch in range(5):
        for x, y in batches(rng):
            params, opt_state, loss = train_step(params, opt_state, x, y, epoch=epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
