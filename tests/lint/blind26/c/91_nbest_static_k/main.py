import numpy as np
from rescoring import rescore_nbest

# N-best rescoring of ASR hypotheses with a phonotactic LM; each lattice yields a different number of hyps
rng = np.random.default_rng(91)
n_hyps = [7, 3, 9, 4, 12, 2]
for utt, n in enumerate(n_hyps):
    am = rng.normal(-50, 5, 16).astype(np.float32)
    lm = rng.normal(-20, 3, 16).astype(np.float32)
    am[n:] = -np.inf
    best, idx = rescore_nbest(am, lm, 0.6, k=min(5, n))
    print(utt, np.asarray(idx).tolist())
