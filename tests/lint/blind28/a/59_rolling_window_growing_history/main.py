import jax
import jax.numpy as jnp

from stream import BookingStream


@jax.jit
def next_week_pickup(window):
    weekly = window.reshape(4, 7)
    profile = weekly.mean(0)
    trend = (weekly[-1].sum() - weekly[0].sum()) / (3 * 7)
    return profile + trend


def main():
    stream = BookingStream()
    for day in range(35):
        stream.next_day()
        fc = next_week_pickup(stream.window())
        if day % 7 == 6:
            print("history", len(stream.history), "forecast", [round(float(v)) for v in fc])


if __name__ == "__main__":
    main()
