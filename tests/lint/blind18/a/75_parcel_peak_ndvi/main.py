import jax
import jax.numpy as jnp

from timeseries import parcel_series


@jax.jit
def peak_greenness(stack):
    return stack.max(axis=0).mean(), jnp.argmax(stack.mean(axis=(1, 2)))


def main():
    for parcel in range(4):
        dates, doy, stack = parcel_series(parcel)
        peak, idx = peak_greenness(jnp.asarray(stack))
        print(f"parcel {parcel}: peak NDVI {float(peak):.3f} on {dates[int(idx)]}")


if __name__ == "__main__":
    main()
