import jax
import jax.numpy as jnp
import numpy as np

from windows import sliding_windows


@jax.jit
def window_accuracy(X_tr, y_tr, X_te, y_te):
    f_tr, f_te = X_tr.mean(-1), X_te.mean(-1)
    m1 = (f_tr * y_tr[:, None]).sum(0) / y_tr.sum()
    m0 = (f_tr * (1 - y_tr)[:, None]).sum(0) / (1 - y_tr).sum()
    w = m1 - m0
    b = -0.5 * w @ (m1 + m0)
    return ((f_te @ w + b > 0) == (y_te > 0.5)).mean()


def meg_trials(n, seed, n_sensors=12, n_times=100):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.5).astype(np.float32)
    x = rng.normal(size=(n, n_sensors, n_times))
    x[:, :3, 40:70] += 0.8 * y[:, None, None]
    return jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y)


def main():
    X_tr, y_tr = meg_trials(80, 0)
    X_te, y_te = meg_trials(80, 1)
    scores = []
    for start, stop in sliding_windows(X_tr.shape[-1], width=20, step=5):
        acc = window_accuracy(X_tr[..., start:stop], y_tr, X_te[..., start:stop], y_te)
        scores.append((start, float(acc)))
    print(" ".join(f"{s}:{a:.2f}" for s, a in scores))


if __name__ == "__main__":
    main()
