import jax
import numpy as np

from net import scorer
from serve import score_fleet


def fleet_histories(rng, n_vessels=8):
    out = {}
    for i in range(n_vessels):
        n_calls = int(rng.integers(3, 9))
        out[f"IMO{9300000 + i}"] = rng.normal(size=(n_calls, 6)).astype(np.float32)
    return out


def main():
    rng = np.random.default_rng(6)
    params = scorer.init(jax.random.PRNGKey(0), np.zeros((4, 6), np.float32))
    hist = fleet_histories(rng)
    for imo, s in score_fleet(params, hist).items():
        print(imo, hist[imo].shape[0], round(s, 3))


if __name__ == "__main__":
    main()
