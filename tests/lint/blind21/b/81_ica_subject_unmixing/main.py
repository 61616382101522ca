import jax.numpy as jnp
import numpy as np

from ica import fastica_symmetric, iterations_for

N_CH = 6


def whitened_recording(subject, n_samples=1200):
    rng = np.random.default_rng(subject)
    t = np.arange(n_samples) / 250
    sources = np.stack([np.sign(np.sin(2 * np.pi * 1.1 * t)), np.sin(2 * np.pi * 10 * t)]
                       + [rng.laplace(size=n_samples) for _ in range(N_CH - 2)])
    X = rng.normal(size=(N_CH, N_CH)) @ sources
    X = X - X.mean(1, keepdims=True)
    d, E = np.linalg.eigh(np.cov(X))
    return (E @ np.diag(d ** -0.5) @ E.T @ X).astype(np.float32)


def main():
    for subject, n_samples in enumerate([1200, 1500, 1000, 1800]):
        X = jnp.asarray(whitened_recording(subject, n_samples)[:, :1000])
        W0 = jnp.asarray(np.random.default_rng(99).normal(size=(N_CH, N_CH)), dtype=jnp.float32)
        W = fastica_symmetric(X, W0, n_iter=jnp.int32(iterations_for(n_samples)))
        kurt = ((W @ X) ** 4).mean(1) - 3
        print(f"sub-{subject}: {iterations_for(n_samples)} iters, max |kurtosis| {float(jnp.abs(kurt).max()):.2f}")


if __name__ == "__main__":
    main()
