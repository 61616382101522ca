import jax
import jax.numpy as jnp
import numpy as np

from callbacks import EarlyStopping


@jax.jit
def sgd_epoch(w, X, y):
    def loss(w):
        return ((X @ w - y) ** 2).mean()

    return w - 0.05 * jax.grad(loss)(w), loss(w)


def eye_tracking_decoding(n=200, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 16))
    y = X @ rng.normal(size=16) * 0.3 + rng.normal(scale=0.5, size=n)
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y, dtype=jnp.float32)


def main():
    X, y = eye_tracking_decoding()
    w = jnp.zeros(16)
    stopper = EarlyStopping()
    for epoch in range(7):
        w, loss = sgd_epoch(w, X, y)
        stop = stopper(float(loss))
        print(f"epoch {epoch}: loss {float(loss):.4f} plateau={stop}")


if __name__ == "__main__":
    main()
