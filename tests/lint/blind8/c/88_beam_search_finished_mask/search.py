import numpy as np

from decoder import EOS, step_logprobs


def sample_hypotheses(params, n, max_steps, rng):
    """Ancestral sampling of n hypotheses; finished rows stay in the batch and are masked."""
    tokens = np.full(n, 2, np.int32)
    state = np.zeros((n, params["embed"].shape[1]), np.float32)
    finished = np.zeros(n, bool)
    outputs = [[] for _ in range(n)]
    for _ in range(max_steps):
        if finished.all():
            break
        logp, state = step_logprobs(params, tokens, state)
        p = np.exp(np.asarray(logp, np.float64))
        nxt = np.array([rng.choice(p.shape[1], p=row / row.sum()) for row in p], np.int32)
        for i in np.flatnonzero(~finished):
            outputs[i].append(int(nxt[i]))
        tokens = np.where(finished, EOS, nxt).astype(np.int32)
        finished |= nxt == EOS
    return outputs
