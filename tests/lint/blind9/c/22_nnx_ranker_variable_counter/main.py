import numpy as np
from flax import nnx

from ranker import CTRRanker
from service import RankingEndpoint

N_FEATURES, N_CANDIDATES = 20, 50


def main():
    endpoint = RankingEndpoint(CTRRanker(N_FEATURES, 32, rngs=nnx.Rngs(0)), slate_size=5)
    rng = np.random.default_rng(0)
    for i in range(6):
        feats = rng.normal(size=(N_CANDIDATES, N_FEATURES)).astype(np.float32)
        slate, probs = endpoint(feats)
        print(f"request {i}: slate {slate} top p={probs[slate[0]]:.3f}")


if __name__ == "__main__":
    main()
