import numpy as np
import jax
import jax.numpy as jnp

from sources import from_lab_sheet, from_inline_sensor


@jax.jit
def stability_index(m):
    acid_balance = m["ta"] / (m["ph"] - 2.5)
    va_penalty = jnp.maximum(m["va"] - 0.6, 0.0) * 10.0
    return acid_balance + 0.1 * m["abv"] - va_penalty


def main():
    rng = np.random.default_rng(5)
    for i in range(6):
        m = from_lab_sheet(rng) if i % 2 == 0 else from_inline_sensor(rng)
        print(f"sample {i} ({list(m)[0]} first): stability index {float(stability_index(m)):.2f}")


if __name__ == "__main__":
    main()
