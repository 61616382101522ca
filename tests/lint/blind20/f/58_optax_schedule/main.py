import jax
import numpy as np

from trainer import TX, STEPS_PER_EPOCH, fit_batch


def make_batches(n_batches=STEPS_PER_EPOCH, bs=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.normal(size=(bs, 6)).astype(np.float32)
        y = (x[:, :1] * 0.5 + x[:, 1:2] ** 2 * 0.1).astype(np.float32)
        yield x, y


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    opt_state = TX.init(params)
    for epoch in range(4):
        for batch in make_batches(seed=epoch):
            params, opt_state, loss = fit_batch(params, opt_state, batch, TX)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
