import jax
import numpy as np

from attention import interaction_scores

MAX_AGENTS, FEAT = 16, 8


def load_frame(rng):
    n = int(rng.integers(4, MAX_AGENTS))
    feats = np.zeros((MAX_AGENTS, FEAT), np.float32)
    feats[:n] = rng.normal(size=(n, FEAT))
    valid = np.zeros(MAX_AGENTS, bool)
    valid[:n] = True
    return feats, valid


def main():
    rng = np.random.default_rng(2)
    wq = jax.random.normal(jax.random.PRNGKey(0), (FEAT, FEAT))
    for frame in range(6):
        feats, valid = load_frame(rng)
        scores = interaction_scores(wq, feats, int(valid.sum()))
        top = int(np.argmax(np.asarray(scores)[1:])) + 1
        print(frame, int(valid.sum()), "most relevant agent", top)


if __name__ == "__main__":
    main()
