import jax
import jax.numpy as jnp
import numpy as np

FS = 1000


def lfp_windows(n, seed=0, win=64):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, size=n).astype(np.float32)
    t = np.arange(win) / FS
    ripple = np.sin(2 * np.pi * 180 * t) * np.hanning(win)
    X = rng.normal(size=(n, win)) + 1.5 * y[:, None] * ripple
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y)


def ripple_features(X):
    spec = jnp.abs(jnp.fft.rfft(X, axis=1))
    return jnp.log(spec[:, 8:16] + 1e-6)


def bce(params, X, y):
    z = ripple_features(X) @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


def main():
    X, y = lfp_windows(200)
    params = {"w": jnp.zeros(8), "b": jnp.zeros(())}
    lr = 0.2
    loss_and_grad = jax.jit(jax.value_and_grad(bce))
    for epoch in range(6):
        for i in range(0, 200, 50):
            loss, g = loss_and_grad(params, X[i : i + 50], y[i : i + 50])
            params = jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
