import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def band_subset_error(x, y, idx):
    xs = jnp.take(x, idx, axis=1)
    xs = xs - xs.mean(0)
    yc = y - y.mean()
    w = jnp.linalg.solve(xs.T @ xs + 1e-2 * jnp.eye(idx.shape[0]), xs.T @ yc)
    return jnp.sqrt(jnp.mean((xs @ w - yc) ** 2))


def main():
    rng = np.random.default_rng(4)
    # Raman of milk powder -> melamine adulteration ppm; 70 bands
    x = rng.normal(size=(80, 70)).astype(np.float32)
    y = (x[:, 30] - 0.6 * x[:, 55]).astype(np.float32)
    current = np.sort(rng.choice(70, 8, replace=False)).astype(np.int32)
    best = float(band_subset_error(x, y, current))
    for _ in range(8):
        proposal = current.copy()
        proposal[rng.integers(8)] = rng.integers(70)
        if len(np.unique(proposal)) < 8:
            continue
        score = float(band_subset_error(x, y, np.sort(proposal)))
        if score < best:
            current, best = np.sort(proposal), score
    print("bands", current.tolist(), "rmse", round(best, 4))


if __name__ == "__main__":
    main()
