import jax
import jax.numpy as jnp
import numpy as np

from model import RegimeEncoder, cool, elbo_step

WINDOW, N_REGIMES, EPOCHS = 10, 3, 4


def returns_with_regimes(rng, n=400):
    regime = np.repeat(rng.integers(0, 3, n // 50), 50)
    r = np.array([-0.02, 0.0, 0.02])[regime] + 0.01 * rng.standard_normal(n)
    X = np.lib.stride_tricks.sliding_window_view(r[:-1], WINDOW)
    return X.astype(np.float32), r[WINDOW:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    X, y = returns_with_regimes(rng)
    key, k_model = jax.random.split(jax.random.PRNGKey(0))
    model = RegimeEncoder(WINDOW, N_REGIMES, k_model)
    lr = jnp.float32(1e-2)
    for epoch in range(EPOCHS):
        key, sub = jax.random.split(key)
        model, loss = elbo_step(model, X, y, sub, lr)
        print(f"epoch {epoch} temperature {float(model.temperature):.3f} loss {float(loss):.3f}")
        model = cool(model)


if __name__ == "__main__":
    main()
