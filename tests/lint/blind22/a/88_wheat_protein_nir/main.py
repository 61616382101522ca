import jax
import jax.numpy as jnp
import numpy as np


def nir_loss(w, spectra, protein):
    pred = spectra @ w[:-1] + w[-1]
    return jnp.mean((pred - protein) ** 2) + 1e-3 * jnp.sum(w[:-1] ** 2)


grad_fn = jax.jit(jax.grad(nir_loss))


def calibration_set(seed, n=80, bands=20):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, bands)).astype(np.float32)
    y = (12.0 + x[:, 3] - 0.5 * x[:, 11] + rng.normal(0, 0.2, n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = calibration_set(0)
    w = jnp.zeros(x.shape[1] + 1, jnp.float32)
    for it in range(8):
        g = grad_fn(w, x, y)
        w = w - 0.05 * g
    print("rmse", float(jnp.sqrt(nir_loss(w, x, y))))


if __name__ == "__main__":
    main()
