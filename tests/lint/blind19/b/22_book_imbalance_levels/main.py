import jax
import jax.numpy as jnp
import numpy as np

from book import snapshot


@jax.jit
def book_features(bid_px, bid_sz, ask_px, ask_sz):
    decay = jnp.exp(-0.5 * jnp.arange(bid_sz.shape[0]))
    b = (bid_sz * decay).sum()
    a = (ask_sz * decay).sum()
    imbalance = (b - a) / (b + a)
    microprice = (bid_px[0] * ask_sz[0] + ask_px[0] * bid_sz[0]) / (bid_sz[0] + ask_sz[0])
    return imbalance, microprice


def main():
    rng = np.random.default_rng(21)
    mid = 50.0
    for tick in range(12):
        imb, micro = book_features(*map(jnp.asarray, snapshot(rng, mid)))
        mid += 0.01 * float(jnp.sign(imb))
    print("mid", round(mid, 2), "last microprice", float(micro))


if __name__ == "__main__":
    main()
