import numpy as np

from lm import EOS, extend_hypotheses


def diverse_greedy(params, first_tokens, max_steps=8):
    """Run one greedy continuation per first token; freeze a hypothesis once it emits EOS."""
    n = len(first_tokens)
    tokens = np.asarray(first_tokens, dtype=np.int32)
    states = np.zeros((n, params["rec"].shape[0]), dtype=np.float32)
    scores = np.zeros((n,), dtype=np.float32)
    finished = np.zeros(n, dtype=bool)
    outputs = {i: [int(t)] for i, t in enumerate(first_tokens)}
    final = {}
    for _ in range(max_steps):
        new_tokens, new_states, new_scores = extend_hypotheses(params, tokens, states, scores)
        new_tokens, new_scores = np.asarray(new_tokens), np.asarray(new_scores)
        # finished rows keep their last token, state and score
        tokens = np.where(finished, tokens, new_tokens)
        states = np.where(finished[:, None], states, np.asarray(new_states))
        scores = np.where(finished, scores, new_scores)
        for i in np.flatnonzero(~finished):
            outputs[i].append(int(tokens[i]))
        finished |= tokens == EOS
        if finished.all():
            break
    for i in range(n):
        final[i] = float(scores[i])
    return outputs, final
