import jax
import jax.numpy as jnp
import numpy as np

from batching import pad_to_multiple


@jax.jit
def fraud_scores(w, txns, mask):
    z = txns @ w
    return jax.nn.sigmoid(z) * mask


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=5), jnp.float32)
    for hour in range(8):
        n = int(rng.integers(20, 70))
        txns = rng.normal(size=(n, 5)).astype(np.float32)
        padded, mask = pad_to_multiple(txns)
        s = fraud_scores(w, padded, mask)
        print(hour, n, padded.shape[0], int((s > 0.9).sum()))


if __name__ == "__main__":
    main()
