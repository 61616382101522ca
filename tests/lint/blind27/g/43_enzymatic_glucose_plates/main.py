import json

import numpy as np
import jax.numpy as jnp

from assay import enzymatic_glucose

# plate layout exported from the reader software; dilutions typed by hand
PLATE_META = json.loads("""
{"plates": [
  {"id": "P1", "stage": "must",   "dilution": 100},
  {"id": "P2", "stage": "mid",    "dilution": 50},
  {"id": "P3", "stage": "dry",    "dilution": 1},
  {"id": "P4", "stage": "must",   "dilution": 100.0},
  {"id": "P5", "stage": "mid",    "dilution": 50}
]}
""")


def main():
    rng = np.random.default_rng(21)
    for plate in PLATE_META["plates"]:
        a = jnp.asarray(rng.uniform(0.2, 1.2, 12), jnp.float32)
        blank = jnp.float32(0.05)
        g = enzymatic_glucose(a, blank, dilution=plate["dilution"])
        print(f"{plate['id']} ({plate['stage']}): mean {float(g.mean()):.2f} g/L")


if __name__ == "__main__":
    main()
