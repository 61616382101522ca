import jax
import jax.numpy as jnp

from telemetry import housekeeping_frames


@jax.jit
def battery_soc_update(soc, bus_mean, bus_std):
    # voltage-based correction of coulomb-counted state of charge
    v_soc = jnp.clip((bus_mean - 26.0) / 4.0, 0.0, 1.0)
    k = 0.05 / (1.0 + 10.0 * bus_std)
    return soc + k * (v_soc - soc)


def main():
    soc = jnp.float32(0.5)
    for k, (m, s) in enumerate(housekeeping_frames(10)):
        soc = battery_soc_update(soc, m, s)
        print(k, type(m).__name__, round(float(soc), 5))


if __name__ == "__main__":
    main()
