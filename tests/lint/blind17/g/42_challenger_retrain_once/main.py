import jax
import numpy as np

from training import build_optimizer, train_step


def nightly_batches(rng, n=4):
    for _ in range(n):
        x = rng.normal(size=(32, 5)).astype(np.float32)
        yield x, np.sin(x[:, 0]).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 1)) * 0.3}
    optimizer = build_optimizer(1e-2)
    opt_state = optimizer.init(params)
    for night in range(3):
        for x, y in nightly_batches(rng):
            params, opt_state, loss = train_step(optimizer, params, opt_state, x, y)
        print("night", night, "loss", float(loss))


if __name__ == "__main__":
    main()
