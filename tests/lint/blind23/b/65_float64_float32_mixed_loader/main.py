import jax
import jax.numpy as jnp

from loader import load_velocity_slices


@jax.jit
def vertical_traveltime(v, dz):
    return jnp.cumsum(dz / v, axis=0)


def main():
    for i, v in enumerate(load_velocity_slices()):
        tt = vertical_traveltime(v, 10.0)
        print(i, v.dtype, tt.dtype, float(tt[-1].mean()))


if __name__ == "__main__":
    main()
