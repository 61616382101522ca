import jax
import jax.numpy as jnp
import numpy as np

from registry import interval_hours


@jax.jit
def energy_and_peak(power_kw, dt_h):
    energy = jnp.sum(power_kw) * dt_h
    return energy, jnp.max(power_kw)


def main():
    rng = np.random.default_rng(6)
    for meter_idx in range(5):
        kw = rng.uniform(0.1, 3.0, 96).astype(np.float32)
        e, p = energy_and_peak(kw, interval_hours(meter_idx))
        print(f"meter {meter_idx}: {float(e):.1f} kWh, peak {float(p):.2f} kW")


if __name__ == "__main__":
    main()
