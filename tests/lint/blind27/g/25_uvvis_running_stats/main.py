import numpy as np
import jax.numpy as jnp

from stats import welford_update, init_state


def spectra_stream(n_batches, n_wl=128, seed=0):
    rng = np.random.default_rng(seed)
    wl = np.linspace(400, 1000, n_wl)
    for _ in range(n_batches):
        anthocyanin = rng.uniform(0.5, 1.5, (32, 1))
        yield (anthocyanin * np.exp(-((wl - 520) / 40) ** 2) + rng.normal(0, 0.02, (32, n_wl))).astype(np.float32)


def main():
    state = init_state(128)
    for batch in spectra_stream(10):
        state = welford_update(state, jnp.asarray(batch))
    count, mean, m2 = state
    std = jnp.sqrt(m2 / (count - 1))
    print("scans", int(count), "peak mean", float(mean.max()), "peak std", float(std.max()))


if __name__ == "__main__":
    main()
