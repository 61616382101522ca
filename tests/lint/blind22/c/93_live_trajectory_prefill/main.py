import jax
import jax.numpy as jnp

from live import BallFeed


@jax.jit
def predict_next(history):
    vel = jnp.diff(history, axis=0).mean(0)
    return history[-1] + vel


def main():
    feed = BallFeed()
    for frame in range(9):
        hist = feed.tick()
        nxt = predict_next(hist)
        print(frame, hist.shape[0], jnp.round(nxt, 2))


if __name__ == "__main__":
    main()
