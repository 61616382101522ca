import jax
import jax.numpy as jnp
import numpy as np

from roster import months


@jax.jit
def monthly_haul_capacity(n_trucks, cycle_min, wet):
    availability = jnp.where(wet, 0.78, 0.88)
    cycle = jnp.where(wet, cycle_min * 1.15, cycle_min)
    hours = 30 * 22 * availability
    return n_trucks * hours * 60 / cycle * 220.0


def main():
    trucks = np.float32(18.0)
    for m, wet in months():
        cap = monthly_haul_capacity(trucks, 32.0, wet)
        print(f"{m}: capacity {float(cap) / 1e6:.2f} Mt")


if __name__ == "__main__":
    main()
