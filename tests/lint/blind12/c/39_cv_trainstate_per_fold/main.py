import numpy as np
import jax

from model import WideAndDeep
from train import fit, make_state

K = 4
VOCAB = 30


def main():
    rng = np.random.default_rng(0)
    cat = rng.integers(0, VOCAB, size=(120, 2)).astype(np.int32)
    dense = rng.normal(size=(120, 3)).astype(np.float32)
    y = ((cat[:, 0] > 15) ^ (dense[:, 0] > 0)).astype(np.float32)
    fold = np.arange(120) % K
    model = WideAndDeep(vocab=VOCAB)
    for k in range(K):
        tr = fold != k
        state = make_state(jax.random.PRNGKey(k), model, cat[:2], dense[:2])
        state, loss = fit(state, cat[tr], dense[tr], y[tr])
        print(f"fold {k}: train loss {loss:.4f}")


if __name__ == "__main__":
    main()
