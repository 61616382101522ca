import numpy as np
import jax.numpy as jnp

from schedule import nutrient_dose


def main():
    rng = np.random.default_rng(1)
    brix = jnp.asarray(rng.uniform(22, 25, 6), jnp.float32)
    yan = jnp.asarray(rng.uniform(120, 260, 6), jnp.float32)
    for day in range(7):
        dose = nutrient_dose(day, brix, yan)
        yan = yan + dose * 0.8
        brix = brix - 2.5
        print(f"day {day}: total DAP-equivalent {float(dose.sum()):.1f} mg/L")


if __name__ == "__main__":
    main()
