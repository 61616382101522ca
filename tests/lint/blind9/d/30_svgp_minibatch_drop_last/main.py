import jax.numpy as jnp
import numpy as np

from svgp import init_params, predict_batch, svgp_step

BATCH = 32
EPOCHS = 2


def minibatches(n, batch_size, rng):
    idx = rng.permutation(n)
    for b in range(n // batch_size):
        yield idx[b * batch_size:(b + 1) * batch_size]


def predict_padded(params, x, batch_size):
    means = []
    for start in range(0, len(x), batch_size):
        chunk = x[start:start + batch_size]
        n = len(chunk)
        chunk = np.pad(chunk, (0, batch_size - n), mode="edge")
        mean, _ = predict_batch(params, chunk)
        means.append(np.asarray(mean)[:n])
    return np.concatenate(means)


def main():
    rng = np.random.default_rng(0)
    x = np.sort(rng.uniform(0, 10, 210)).astype(np.float32)
    y = (np.sin(x) + 0.2 * rng.standard_normal(x.size)).astype(np.float32)
    params = init_params(jnp.linspace(0, 10, 12, dtype=jnp.float32))
    n_total = jnp.float32(len(x))
    for epoch in range(EPOCHS):
        for idx in minibatches(len(x), BATCH, rng):
            params, loss = svgp_step(params, x[idx], y[idx], n_total)
        print(f"epoch {epoch} neg-ELBO {float(loss):.2f}")
    x_test = np.linspace(0, 10, 75).astype(np.float32)
    mean = predict_padded(params, x_test, BATCH)
    print("test rmse vs sin:", round(float(np.sqrt(np.mean((mean - np.sin(x_test)) ** 2))), 3))


if __name__ == "__main__":
    main()
