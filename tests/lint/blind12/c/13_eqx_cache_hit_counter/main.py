import numpy as np
import jax

from model import CachedScorer, score_request


def main():
    rng = np.random.default_rng(0)
    model = CachedScorer(jax.random.PRNGKey(0), n_items=300, dim=16)
    for _ in range(6):
        user = rng.normal(size=16).astype(np.float32)
        cands = rng.integers(0, 300, size=20).astype(np.int32)
        model, scores = score_request(model, user, cands)
        best = int(np.asarray(scores).argmax())
    print("served", model.n_served, "last best", best)


if __name__ == "__main__":
    main()
