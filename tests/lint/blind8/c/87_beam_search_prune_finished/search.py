import numpy as np

from decoder import EOS, step_logprobs


def sample_hypotheses(params, n, max_steps, rng):
    """Ancestral sampling of n hypotheses; finished ones are moved out of the active set."""
    tokens = np.full(n, 2, np.int32)
    state = np.zeros((n, params["embed"].shape[1]), np.float32)
    active = np.arange(n)
    outputs = [[] for _ in range(n)]
    for _ in range(max_steps):
        if len(active) == 0:
            break
        logp, state = step_logprobs(params, tokens, state)
        p = np.exp(np.asarray(logp, np.float64))
        nxt = np.array([rng.choice(p.shape[1], p=row / row.sum()) for row in p], np.int32)
        for i, t in zip(active, nxt):
            outputs[i].append(int(t))
        keep = nxt != EOS
        active, tokens, state = active[keep], nxt[keep], np.asarray(state)[keep]
    return outputs
