import jax
import jax.numpy as jnp
import numpy as np

from feeds import from_exchange, from_replay


@jax.jit
def quote_features(q):
    mid = 0.5 * (q["bid"] + q["ask"])
    spread_bps = 1e4 * (q["ask"] - q["bid"]) / mid
    micro = (q["bid"] * q["ask_size"] + q["ask"] * q["bid_size"]) / (q["bid_size"] + q["ask_size"])
    return spread_bps.mean(), (micro - mid).mean()


def main():
    rng = np.random.default_rng(70)
    for i in range(6):
        feed = from_exchange if i % 2 == 0 else from_replay
        s, m = quote_features(feed(rng, 16))
        print(feed.__name__, round(float(s), 3), round(float(m), 5))


if __name__ == "__main__":
    main()
