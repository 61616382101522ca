import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def expand_beams(params, last_tokens, scores):
    h = jnp.tanh(params["emb"][last_tokens])
    logp = jax.nn.log_softmax(h @ params["out"], axis=-1)
    return scores[:, None] + logp


def beam_search(params, bos, beam_size, max_len, eos):
    beams = [([bos], 0.0)]
    finished = []
    for _ in range(max_len):
        last = np.array([b[0][-1] for b in beams], dtype=np.int32)
        scores = np.array([b[1] for b in beams], dtype=np.float32)
        cand = np.asarray(expand_beams(params, last, scores))
        flat = np.argsort(cand, axis=None)[::-1][:beam_size]
        new_beams = []
        for idx in flat:
            b, t = divmod(int(idx), cand.shape[1])
            seq = beams[b][0] + [t]
            if t == eos:
                finished.append((seq, float(cand[b, t])))
            else:
                new_beams.append((seq, float(cand[b, t])))
        beams = new_beams
        if not beams:
            break
    return sorted(finished + beams, key=lambda x: -x[1])[0]
