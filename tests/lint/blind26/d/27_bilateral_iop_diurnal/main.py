import jax
import jax.numpy as jnp

from records import tonometry_day, as_eye_array


@jax.jit
def diurnal_summary(iop):
    peak = iop.max(axis=1)
    fluct = peak - iop.min(axis=1)
    return peak, fluct, jnp.abs(iop[0] - iop[1]).max()


def main():
    for day in range(5):
        peak, fluct, asym = diurnal_summary(as_eye_array(tonometry_day(day)))
        print(day, [round(float(v), 1) for v in peak], [round(float(v), 1) for v in fluct], round(float(asym), 1))


if __name__ == "__main__":
    main()
