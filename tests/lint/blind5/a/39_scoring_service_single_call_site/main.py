import numpy as np
import jax

from model import init
from service import ScoringService

N_DENSE, VOCAB, N_SPARSE = 5, 200, 3


def main():
    rng = np.random.default_rng(39)
    params = init(jax.random.PRNGKey(39), N_DENSE, VOCAB)
    prod = ScoringService(params, temperature=1.0)
    canary = ScoringService(params, temperature=1.5)
    for req in range(5):
        n = int(rng.integers(5, 32))
        dense = rng.standard_normal((n, N_DENSE)).astype(np.float32)
        sparse = rng.integers(0, VOCAB, (n, N_SPARSE)).astype(np.int32)
        p = prod.score_request(dense, sparse)
        c = canary.shadow_score(dense, sparse)
        print(f"request {req}: n={n} prod mean {p.mean():.3f} canary mean {c.mean():.3f}")


if __name__ == "__main__":
    main()
