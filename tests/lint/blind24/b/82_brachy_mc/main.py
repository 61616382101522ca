import jax
import jax.numpy as jnp

from commissioning import reference_run
from mc import radial_dose_histories


def main():
    edges = jnp.linspace(0.5, 10.0, 20)
    ref = reference_run(edges)
    key = jax.random.key(7)
    for batch in range(4):
        key, sub = jax.random.split(key)
        d = radial_dose_histories(sub, edges)
        print(f"batch {batch}: dose ratio to reference at 1 cm {float(d[1] / ref[1]):.3f}")


if __name__ == "__main__":
    main()
