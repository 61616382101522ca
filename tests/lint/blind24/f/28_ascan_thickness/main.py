import jax
import jax.numpy as jnp
import numpy as np

from ascan import bucket_pad, survey

FS = 100e6
V_STEEL = 5920.0


@jax.jit
def backwall_thickness(w):
    env = jnp.abs(w)
    # first back-wall echo is the strongest return after the dead zone
    lag = jnp.argmax(jnp.where(jnp.arange(w.shape[0]) > 60, env, -jnp.inf))
    return lag / FS * V_STEEL / 2 * 1e3


def main():
    errs = []
    for i, wall, thick, w in survey():
        est = float(backwall_thickness(bucket_pad(w)))
        errs.append(est - thick)
        if i % 5 == 0:
            print(f"scan {i:2d}: nominal {wall:4.1f} true {thick:5.2f} est {est:5.2f} mm")
    print(f"mean abs error {np.mean(np.abs(errs)):.3f} mm")


if __name__ == "__main__":
    main()
