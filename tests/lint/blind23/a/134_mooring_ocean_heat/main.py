import jax
import jax.numpy as jnp
import numpy as np

CHUNK = 24 * 7


@jax.jit
def weekly_ocean_heat(temp_profiles, dz):
    rho_cp = 1025.0 * 3990.0
    ohc = rho_cp * jnp.sum(temp_profiles * dz, axis=-1)
    return ohc.mean(axis=0), ohc.std(axis=0)


def main():
    rng = np.random.default_rng(0)
    hours = 24 * 45 + 13  # Argo-style mooring record, not a whole number of weeks
    temps = (15 + rng.normal(0, 0.5, (hours, 20))).astype(np.float32)
    dz = np.full(20, 10.0, np.float32)
    n_weeks = hours // CHUNK
    weeks = temps[: n_weeks * CHUNK].reshape(n_weeks, CHUNK, 20)
    for w, block in enumerate(weeks):
        mean, std = weekly_ocean_heat(block, dz)
        print(w, f"{float(mean):.3e}")


if __name__ == "__main__":
    main()
