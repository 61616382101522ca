import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def expand_beams(params, last_tokens, scores):
    h = jnp.tanh(params["emb"][last_tokens])
    logp = jax.nn.log_softmax(h @ params["out"], axis=-1)
    return scores[:, None] + logp


def beam_search(params, bos, beam_size, max_len, eos):
    seqs = [[bos] for _ in range(beam_size)]
    scores = np.full((beam_size,), -np.inf, dtype=np.float32)
    scores[0] = 0.0
    finished = []
    for _ in range(max_len):
        last = np.array([s[-1] for s in seqs], dtype=np.int32)
        cand = np.asarray(expand_beams(params, last, scores))
        flat = np.argsort(cand, axis=None)[::-1][:beam_size]
        new_seqs, new_scores = [], np.full((beam_size,), -np.inf, dtype=np.float32)
        for slot, idx in enumerate(flat):
            b, t = divmod(int(idx), cand.shape[1])
            seq = seqs[b] + [t]
            if not np.isfinite(cand[b, t]):
                new_seqs.append(seq)
                continue
            if t == eos:
                finished.append((seq, float(cand[b, t])))
            else:
                new_scores[slot] = cand[b, t]
            new_seqs.append(seq)
        seqs, scores = new_seqs, new_scores
        if not np.isfinite(scores).any():
            break
    alive = [(s, float(v)) for s, v in zip(seqs, scores) if np.isfinite(v)]
    return sorted(finished + alive, key=lambda x: -x[1])[0]
