import jax
import jax.numpy as jnp
import numpy as np

from nbest import fake_decoder_nbest, to_arrays

VOCAB = 40


@jax.jit
def rescore(lm_table, ids, lens, am_scores, lm_weight):
    logp = jax.nn.log_softmax(lm_table[ids[:, :-1]])
    tok = jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1)[..., 0]
    valid = jnp.arange(1, ids.shape[1])[None, :] < lens[:, None]
    lm = (tok * valid).sum(axis=1)
    total = am_scores + lm_weight * lm
    return jnp.argmax(total), total


def main():
    rng = np.random.default_rng(0)
    lm_table = jax.random.normal(jax.random.PRNGKey(0), (VOCAB, VOCAB))
    for utt in range(8):
        hyps = fake_decoder_nbest(utt, rng)
        ids, lens, am = to_arrays(hyps)
        best, _ = rescore(lm_table, ids, lens, am, 0.5)
        print(utt, len(hyps), int(best))


if __name__ == "__main__":
    main()
