import numpy as np
import jax

from reliability import expected_unserved_energy


def main():
    h = np.arange(24)
    load = (1150 + 250 * np.sin(2 * np.pi * (h - 9) / 24)).astype(np.float32)
    root = jax.random.PRNGKey(7)
    root, base_key = jax.random.split(root)
    print("base EUE", float(expected_unserved_energy(base_key, load)))
    for growth in [1.02, 1.05, 1.08]:
        root, key = jax.random.split(root)
        print(growth, float(expected_unserved_energy(key, load * np.float32(growth))))


if __name__ == "__main__":
    main()
