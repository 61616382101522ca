import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def add_shift_water(total_m3, rinse_l, cip_l):
    return total_m3 + (jnp.sum(rinse_l) + jnp.sum(cip_l)) / 1000.0


def main():
    rng = np.random.default_rng(2)
    total = jnp.float32(0.0)
    for shift in range(6):
        rinse = rng.uniform(200, 400, size=12).astype(np.float32)
        cip = rng.uniform(1500, 2500, size=3).astype(np.float32)
        total = add_shift_water(total, rinse, cip)
        print(f"shift {shift}: cumulative water {float(total):.2f} m3")


if __name__ == "__main__":
    main()
