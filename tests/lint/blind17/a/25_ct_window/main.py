import jax
import jax.numpy as jnp
import numpy as np

from preprocess import CTWindow


@jax.jit
def organ_fraction(slices, threshold):
    return jnp.mean(slices > threshold, axis=(1, 2))


def scan_series(rng, n_series=5):
    for _ in range(n_series):
        yield rng.normal(0.0, 300.0, size=(4, 32, 32)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    window = CTWindow(center=40.0, width=400.0)
    for hu in scan_series(rng):
        window = window.observe(hu)
        x = window(hu)
        print(np.round(np.asarray(organ_fraction(x, 0.6)), 3), window.slices_seen, window.max_hu_seen)


if __name__ == "__main__":
    main()
