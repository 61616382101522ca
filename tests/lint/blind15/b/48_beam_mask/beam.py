import jax
import jax.numpy as jnp
import numpy as np

DEAD = -1e9


@jax.jit
def expand(params, last_tokens, scores):
    h = jnp.tanh(params["embed"][last_tokens])
    logp = jax.nn.log_softmax(h @ params["out"] + params["bias"])
    return scores[:, None] + logp


def beam_search(params, bos, eos, width=4, steps=6):
    beams = [[bos] for _ in range(width)]
    scores = np.full(width, DEAD, np.float32)
    scores[0] = 0.0
    finished = []
    for _ in range(steps):
        if np.all(scores <= DEAD):
            break
        last = np.array([b[-1] for b in beams], np.int32)
        cand = np.asarray(expand(params, last, scores))
        flat = np.argsort(-cand, axis=None)[:width]
        rows, toks = np.unravel_index(flat, cand.shape)
        new_beams, new_scores = [], np.full(width, DEAD, np.float32)
        for i, (r, t) in enumerate(zip(rows, toks)):
            seq = beams[r] + [int(t)]
            new_beams.append(seq)
            if cand[r, t] <= DEAD / 2:
                continue
            if t == eos:
                finished.append((seq, float(cand[r, t])))
            else:
                new_scores[i] = cand[r, t]
        beams, scores = new_beams, new_scores
    return sorted(finished, key=lambda x: -x[1])
