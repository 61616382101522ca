import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def expand(params, last_tokens, scores):
    h = jnp.tanh(params["embed"][last_tokens])
    logp = jax.nn.log_softmax(h @ params["out"] + params["bias"])
    return scores[:, None] + logp


def beam_search(params, bos, eos, width=4, steps=6):
    beams = [[bos] for _ in range(width)]
    scores = np.full(width, -1e9, np.float32)
    scores[0] = 0.0
    finished = []
    for _ in range(steps):
        if not beams:
            break
        last = np.array([b[-1] for b in beams], np.int32)
        cand = np.asarray(expand(params, last, scores))
        flat = np.argsort(-cand, axis=None)[: len(beams)]
        rows, toks = np.unravel_index(flat, cand.shape)
        new_beams, new_scores = [], []
        for r, t in zip(rows, toks):
            seq = beams[r] + [int(t)]
            if t == eos:
                finished.append((seq, float(cand[r, t])))
            else:
                new_beams.append(seq)
                new_scores.append(cand[r, t])
        beams, scores = new_beams, np.array(new_scores, np.float32)
    return sorted(finished, key=lambda x: -x[1]) or list(zip(beams, scores.tolist()))
