import jax
import numpy as np

from batcher import MicroBatcher, request_waves


@jax.jit
def late_checkout_prob(w, b, x):
    return jax.nn.sigmoid(x @ w + b)


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (9,)) * 0.4
    b = np.float32(-0.2)
    batcher = MicroBatcher()
    for wave in request_waves(rng):
        x, n = batcher.pack(wave)
        probs = np.asarray(late_checkout_prob(w, b, x))[:n]
        print(n, np.round(probs, 3))


if __name__ == "__main__":
    main()
