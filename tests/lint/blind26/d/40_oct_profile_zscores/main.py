import jax
import jax.numpy as jnp
import numpy as np

from sources import heidelberg_batch, csv_export_batch


@jax.jit
def profile_zscores(profiles, ref_mean, ref_std):
    z = (profiles - ref_mean) / ref_std
    return z, (z < -1.64).mean(axis=1)


def main():
    rng = np.random.default_rng(0)
    ref_mean = np.zeros(64, np.float32)
    ref_std = np.ones(64, np.float32)
    for i in range(4):
        batch = heidelberg_batch(rng) if i % 2 == 0 else csv_export_batch(rng)
        z, frac = profile_zscores(batch, ref_mean, ref_std)
        print(i, batch.dtype, z.dtype, np.round(np.asarray(frac[:3]), 3))


if __name__ == "__main__":
    main()
