import jax
import jax.numpy as jnp
import numpy as np

from pipeline import featurize

CHANNELS = np.array(["web", "app", "store", "phone", "partner"])


@jax.jit
def conversion_stats(feats, labels):
    mu = jnp.mean(feats, axis=0)
    cov = (feats - mu).T @ (labels - labels.mean()) / feats.shape[0]
    return mu, cov


def batches(rng, n, size=48):
    for _ in range(n):
        yield {
            "basket_value": rng.gamma(2.0, 20.0, size),
            "visits": rng.poisson(3, size),
            "channel": rng.choice(CHANNELS, size, p=[0.45, 0.4, 0.1, 0.04, 0.01]),
        }, (rng.random(size) < 0.2).astype(np.float32)


def main():
    rng = np.random.default_rng(2)
    for b, (batch, y) in enumerate(batches(rng, 6)):
        feats = featurize(batch)
        mu, cov = conversion_stats(feats, y)
        print(f"batch {b}: n_features {feats.shape[1]} cov[0] {float(cov[0]):.3f}")


if __name__ == "__main__":
    main()
