import jax
import jax.numpy as jnp

from sources import PolledFeed


@jax.jit
def crowding_index(w, feats):
    return jax.nn.sigmoid(feats @ w).mean()


def main():
    feed = PolledFeed(seed=1)
    w = jnp.asarray([2.0, 0.5, -0.3, 1.2], jnp.float32)
    for minute in range(10):
        feats = feed.fetch(minute)
        print(minute, type(feats).__name__, round(float(crowding_index(w, feats)), 4))


if __name__ == "__main__":
    main()
