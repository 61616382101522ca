import jax.numpy as jnp
import numpy as np

from scoring import CLVScorer


def request_stream(rng, n_requests=6, batch=32, n_feat=5):
    for _ in range(n_requests):
        yield jnp.asarray(rng.normal(size=(batch, n_feat)), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    scorer = CLVScorer(jnp.full((5,), 0.3), jnp.full((5,), 0.1))
    for i, feats in enumerate(request_stream(rng)):
        clv = scorer.score(feats)
        print(i, round(float(clv.mean()), 2))


if __name__ == "__main__":
    main()
