import jax
import jax.numpy as jnp
import numpy as np

from trainer import fit_subject


def load_subject(seed, n_trials=64, n_units=20):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, size=n_trials)
    tuning = rng.normal(size=(4, n_units))
    rates = np.exp(0.5 * tuning[y])
    X = np.log1p(rng.poisson(rates)).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def main():
    key = jax.random.PRNGKey(0)
    for subject in range(4):
        key, sub = jax.random.split(key)
        X, y = load_subject(subject)
        _, loss = fit_subject(X, y, sub)
        print(f"subject {subject}: loss {loss:.3f}")


if __name__ == "__main__":
    main()
