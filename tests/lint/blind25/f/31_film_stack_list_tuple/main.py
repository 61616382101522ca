import jax.numpy as jnp
import numpy as np

from stacks import REFERENCE_STACK, measured_stack
from tmm import stack_reflectance

WL = jnp.linspace(300.0, 900.0, 200)


def main():
    ref = stack_reflectance(REFERENCE_STACK[0], REFERENCE_STACK[1], WL)
    print("reference mean R", float(ref.mean()))
    rng = np.random.default_rng(0)
    for site in range(5):
        thick, idx = measured_stack(rng.normal(0, 2.0, 3))
        r = stack_reflectance(thick, idx, WL)
        print(f"site {site}: thicknesses {[round(float(t), 1) for t in thick]} dR_rms {float(jnp.sqrt(jnp.mean((r - ref) ** 2))):.4f}")


if __name__ == "__main__":
    main()
