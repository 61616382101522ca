import jax
import jax.numpy as jnp
import numpy as np

from features import sgd_epoch_step

N_FEATURES = 64
BATCH = 32


def objective_samples(n=150, seed=0):
    """Evaluations of an expensive black-box objective collected by a previous sweep."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(-2, 2, (n, 2)).astype(np.float32)
    y = (np.sin(3 * x[:, 0]) * np.cos(2 * x[:, 1]) + 0.05 * rng.standard_normal(n)).astype(np.float32)
    return x, y


def fit_surrogate(n_epochs=5, lr=0.5):
    x, y = objective_samples()
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    omega = 1.5 * jax.random.normal(k1, (2, N_FEATURES))
    phase = jax.random.uniform(k2, (N_FEATURES,), maxval=2 * np.pi)
    w = jnp.zeros(N_FEATURES)
    rng = np.random.default_rng(1)
    for epoch in range(n_epochs):
        perm = rng.permutation(len(x))
        losses = []
        for start in range(0, len(x), BATCH):
            idx = perm[start:start + BATCH]
            w, l = sgd_epoch_step(w, x[idx], y[idx], omega, phase, lr)
            losses.append(float(l))
        print(f"epoch {epoch}: {len(losses)} batches, mean loss {np.mean(losses):.4f}")
    return w


if __name__ == "__main__":
    fit_surrogate()
