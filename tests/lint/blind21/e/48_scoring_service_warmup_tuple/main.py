import jax.numpy as jnp
import numpy as np

from collate import N_FIELDS
from service import SessionScorer


def main():
    rng = np.random.default_rng(17)
    scorer = SessionScorer(jnp.asarray(rng.normal(size=N_FIELDS), jnp.float32))
    for tick in range(4):
        reqs = [{"events": rng.normal(size=(int(rng.integers(3, 30)), N_FIELDS)).tolist()}
                for _ in range(int(rng.integers(2, 8)))]
        scores = scorer.handle(reqs)
        print(tick, np.round(scores, 2).tolist())


if __name__ == "__main__":
    main()
