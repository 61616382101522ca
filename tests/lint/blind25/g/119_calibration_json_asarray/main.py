import numpy as np
import jax
import jax.numpy as jnp

from store import save_calibration, load_calibration


@jax.jit
def salt_from_conductivity(coeffs, ms_cm):
    """Brine NaCl (% w/w) from conductivity for cheese brining tanks."""
    powers = jnp.stack([jnp.ones_like(ms_cm), ms_cm, ms_cm ** 2], axis=-1)
    return powers @ coeffs


@jax.jit
def fit_salt_curve(ms_cm, salt_pct):
    A = jnp.stack([jnp.ones_like(ms_cm), ms_cm, ms_cm ** 2], axis=-1)
    return jnp.linalg.lstsq(A, salt_pct)[0]


def main():
    rng = np.random.default_rng(1)
    ec = rng.uniform(100, 230, size=20).astype(np.float32)
    salt = (0.4 + 0.085 * ec + 0.00002 * ec ** 2 + 0.05 * rng.normal(size=20)).astype(np.float32)
    coeffs = fit_salt_curve(ec, salt)
    print("fit check", np.round(np.asarray(salt_from_conductivity(coeffs, ec[:4])), 2))
    save_calibration("brine_tank_2", coeffs)
    for day in range(3):
        coeffs = load_calibration("brine_tank_2")
        reading = rng.uniform(150, 220, size=4).astype(np.float32)
        print(f"day {day}:", np.round(np.asarray(salt_from_conductivity(coeffs, reading)), 2))


if __name__ == "__main__":
    main()
