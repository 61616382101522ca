import jax
import jax.numpy as jnp
import numpy as np

from analysis import TRAIN_SIZES, subsample


@jax.jit
def fit_lda(X, y, sw):
    w0, w1 = sw * (1 - y), sw * y
    m0 = (X * w0[:, None]).sum(0) / w0.sum()
    m1 = (X * w1[:, None]).sum(0) / w1.sum()
    Xc = (X - jnp.where(y[:, None] > 0, m1, m0)) * sw[:, None]
    cov = Xc.T @ Xc / sw.sum() + 0.1 * jnp.eye(X.shape[1])
    w = jnp.linalg.solve(cov, m1 - m0)
    return w, -0.5 * w @ (m0 + m1)


def p300_features(n, seed):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.5).astype(np.float32)
    X = rng.normal(size=(n, 24)) + 0.6 * y[:, None] * np.hanning(24)
    return X.astype(np.float32), y


def main():
    X, y = p300_features(100, 0)
    Xt, yt = p300_features(200, 1)
    for n in TRAIN_SIZES:
        Xs, ys, sw = subsample(X, y, n)
        w, b = fit_lda(jnp.asarray(Xs), jnp.asarray(ys), jnp.asarray(sw))
        acc = float(np.mean(((Xt @ np.asarray(w) + float(b)) > 0) == (yt > 0.5)))
        print(f"n_train={n}: test accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
