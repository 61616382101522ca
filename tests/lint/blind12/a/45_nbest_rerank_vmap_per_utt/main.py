import jax
import jax.numpy as jnp
import numpy as np

from rescoring import lm_score
from utils import batched

VOCAB, N_BEST, MAX_LEN, LM_WEIGHT = 40, 8, 15, 0.3


def first_pass_nbest(n_utts, seed=0):
    rng = np.random.default_rng(seed)
    for u in range(n_utts):
        hyps = rng.integers(1, VOCAB, size=(N_BEST, MAX_LEN)).astype(np.int32)
        lengths = rng.integers(6, MAX_LEN + 1, size=N_BEST)
        hyps[np.arange(MAX_LEN)[None] >= lengths[:, None]] = 0
        am_scores = -np.sort(rng.uniform(5, 20, size=N_BEST)).astype(np.float32)
        yield f"utt{u}", hyps, am_scores


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    lm = {"emb": jax.random.normal(k1, (VOCAB, 16)) * 0.3, "out": jax.random.normal(k2, (16, VOCAB)) * 0.3}
    changed = 0
    for utt, hyps, am_scores in first_pass_nbest(6):
        score_nbest = batched(lm_score, in_axes=(None, 0))
        lm_scores = score_nbest(lm, hyps)
        best = int(jnp.argmax(am_scores + LM_WEIGHT * lm_scores))
        changed += best != 0
        print(f"{utt}: picked hypothesis {best}")
    print(f"{changed} of 6 first-pass decisions changed by rescoring")


if __name__ == "__main__":
    main()
