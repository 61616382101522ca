import jax.numpy as jnp
import numpy as np

from lm import EOS, extend_hypotheses


def diverse_greedy(params, first_tokens, max_steps=8):
    """Run one greedy continuation per first token; drop a hypothesis as soon as it emits EOS."""
    n = len(first_tokens)
    alive = np.arange(n)
    tokens = np.asarray(first_tokens, dtype=np.int32)
    states = np.zeros((n, params["rec"].shape[0]), dtype=np.float32)
    scores = np.zeros((n,), dtype=np.float32)
    outputs = {i: [int(t)] for i, t in enumerate(first_tokens)}
    final = {}
    for _ in range(max_steps):
        tokens, states, scores = extend_hypotheses(params, tokens, states, scores)
        tok_np, score_np = np.asarray(tokens), np.asarray(scores)
        done = tok_np == EOS
        for j, hyp in enumerate(alive):
            outputs[hyp].append(int(tok_np[j]))
            if done[j]:
                final[hyp] = float(score_np[j])
        keep = ~done
        if not keep.any():
            break
        alive, tokens, states, scores = alive[keep], tok_np[keep], np.asarray(states)[keep], score_np[keep]
    for hyp, s in zip(alive, np.asarray(scores)):
        final[hyp] = float(s)
    return outputs, final
