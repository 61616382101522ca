import jax.numpy as jnp
import numpy as np

from model import estimate_wafer_overlay
from plan import ALL_FIELDS, dynamic_sampling_plan


def main():
    rng = np.random.default_rng(0)
    field_xy = jnp.asarray(rng.uniform(-1, 1, (ALL_FIELDS, 2)), jnp.float32)
    for lot in range(6):
        fields = dynamic_sampling_plan(lot, rng.random(), rng)
        truth = np.asarray(field_xy) @ np.array([[1.5, -0.5], [0.3, 2.0]]) + 0.4
        meas = (truth[list(fields)] + rng.normal(0, 0.2, (len(fields), 2))).astype(np.float32)
        full, worst = estimate_wafer_overlay(field_xy, meas, fields=fields)
        print(f"lot {lot}: {len(fields)} fields measured, predicted worst overlay {float(worst):.2f} nm")


if __name__ == "__main__":
    main()
