import numpy as np
import jax.numpy as jnp

from calib import calibration_for
from correct import corrected_density

PROBE_SHEET = {
    "T01": {"offset": 0.002, "gain": 0.998},
    "T02": {"offset": -0.001, "gain": 1.001},
}


def main():
    rng = np.random.default_rng(9)
    for hour in range(4):
        for probe_id in PROBE_SHEET:
            raw = jnp.asarray(rng.uniform(1.02, 1.06, 10), jnp.float32)
            temp = jnp.asarray(rng.uniform(15, 25, 10), jnp.float32)
            cal = calibration_for(PROBE_SHEET, probe_id)
            sg = corrected_density(raw, temp, cal)
            print(f"h{hour} {probe_id} mean SG {float(sg.mean()):.4f}")


if __name__ == "__main__":
    main()
