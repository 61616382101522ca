import jax.numpy as jnp
import numpy as np

from client import FraudScorer


def main():
    rng = np.random.default_rng(0)
    scorer = FraudScorer(jnp.asarray(rng.normal(size=5), jnp.float32), jnp.float32(-1.0))
    for _ in range(4):
        txns = rng.normal(size=(8, 5)).astype(np.float32)
        risk = scorer.score(txns)
        print("flagged", int((np.asarray(risk) > 0.5).sum()))


if __name__ == "__main__":
    main()
