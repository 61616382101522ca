import jax
import jax.numpy as jnp

from timeseries import parcel_series


@jax.jit
def peak_greenness(series):
    stack = jnp.stack([series[k] for k in sorted(series)])
    return stack.max(axis=0).mean(), jnp.argmax(stack.mean(axis=(1, 2)))


def main():
    for parcel in range(4):
        series = {date: jnp.asarray(v) for date, v in parcel_series(parcel).items()}
        peak, idx = peak_greenness(series)
        print(f"parcel {parcel}: peak NDVI {float(peak):.3f} on {sorted(series)[int(idx)]}")


if __name__ == "__main__":
    main()
