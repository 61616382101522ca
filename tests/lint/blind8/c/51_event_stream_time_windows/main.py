import jax
import jax.numpy as jnp

from stream import click_events, tumbling_windows

N_ITEMS = 50


@jax.jit
def window_features(events):
    items = events[:, 1].astype(jnp.int32)
    dwell = events[:, 2]
    popularity = jnp.zeros(N_ITEMS).at[items].add(1.0)
    engagement = jnp.zeros(N_ITEMS).at[items].add(dwell)
    return popularity / jnp.maximum(popularity.sum(), 1.0), engagement


def main():
    events = click_events(60)
    for start, window in tumbling_windows(events, width=4.0):
        pop, eng = window_features(window)
        print(f"t={start:6.1f}s events={window.shape[0]:2d} top item={int(jnp.argmax(pop))}")


if __name__ == "__main__":
    main()
