import jax

from decoder import BeamSearchDecoder

VOCAB, HIDDEN = 50, 16


def load_toy_lm(seed=0):
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(seed), 3)
    return {
        "emb": jax.random.normal(k1, (VOCAB, HIDDEN)) * 0.5,
        "rec": jax.random.normal(k2, (HIDDEN, HIDDEN)) * 0.3,
        "out": jax.random.normal(k3, (HIDDEN, VOCAB)) * 0.5,
    }


if __name__ == "__main__":
    decoder = BeamSearchDecoder(load_toy_lm(), beam_size=4)
    hyps, scores = decoder.decode(bos_id=1, max_len=6)
    for h, s in zip(hyps.tolist(), scores.tolist()):
        print(f"{s:8.3f}  {h}")
