import jax.numpy as jnp
import numpy as np

from scenarios import baseline, sweep_service_times


def main():
    hours = np.arange(24)
    profile = jnp.asarray(2 + 18 * np.exp(-0.5 * ((hours - 15) / 2.5) ** 2), jnp.float32)
    peak, p95 = baseline(profile)
    print("baseline peak desks", round(float(peak), 2), "p95 desk-hours", round(float(p95), 1))
    for m, (peak, p95) in zip([3.0, 3.5, 5.0], sweep_service_times(profile, [3.0, 3.5, 5.0])):
        print(f"{m} min/guest peak {float(peak):.2f} p95 {float(p95):.1f}")


if __name__ == "__main__":
    main()
