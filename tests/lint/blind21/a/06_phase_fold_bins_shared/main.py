import jax
import jax.numpy as jnp
import numpy as np

N_BINS = 20


def fold_and_bin(t, y, period):
    phase = (t / period) % 1.0
    idx = jnp.clip((phase * N_BINS).astype(jnp.int32), 0, N_BINS - 1)
    sums = jnp.zeros(N_BINS).at[idx].add(y)
    counts = jnp.zeros(N_BINS).at[idx].add(1.0)
    return sums / jnp.maximum(counts, 1.0)


def catalogue(n, n_obs=128, seed=3):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        p = float(rng.uniform(0.4, 2.0))
        t = np.sort(rng.uniform(0, 20, n_obs)).astype(np.float32)
        y = (np.sin(2 * np.pi * t / p) + 0.1 * rng.normal(size=n_obs)).astype(np.float32)
        yield p, t, y


folded = jax.jit(fold_and_bin)


def profile_amplitudes(stars):
    amps = []
    for period, t, y in stars:
        profile = folded(jnp.asarray(t), jnp.asarray(y), jnp.float32(period))
        amps.append(float(profile.max() - profile.min()))
    return amps


if __name__ == "__main__":
    print(profile_amplitudes(catalogue(6)))
