import jax.numpy as jnp
import numpy as np

from scs import antecedent_adjusted, event_runoff

LAND_USE_CN = {"forest": 55.0, "pasture": 69.0, "row_crops": 78.0, "urban": 92.0}


def main():
    storms = jnp.asarray(np.array([12.0, 25.0, 48.0, 75.0, 110.0], np.float32))
    for lu, cn in LAND_USE_CN.items():
        q = event_runoff(storms, cn)
        q_wet = antecedent_adjusted(storms, cn, "wet")
        print(f"{lu:>9}: {np.asarray(q).round(1)}  wet {np.asarray(q_wet).round(1)}")


if __name__ == "__main__":
    main()
