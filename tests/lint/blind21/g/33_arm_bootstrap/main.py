import jax
import numpy as np

from report import arm_intervals, lift_interval


def main():
    rng = np.random.default_rng(13)
    control = rng.exponential(10.0, 150).astype(np.float32)
    treatment = rng.exponential(10.8, 150).astype(np.float32)
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    print("lift CI", lift_interval(k1, control, treatment))
    for name, ci in arm_intervals(k2, {"control": control, "treatment": treatment}).items():
        print(name, ci)


if __name__ == "__main__":
    main()
