import jax.numpy as jnp
import numpy as np

from glosses import GLOSS_VOCAB, batched, sentence_corpus
from translate import opt, seq2seq_step


def main():
    rng = np.random.default_rng(1)
    V = len(GLOSS_VOCAB)
    params = {"enc": jnp.asarray(rng.normal(size=(64, 32)) * 0.1, jnp.float32),
              "emb": jnp.asarray(rng.normal(size=(V, 32)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(32, V)) * 0.1, jnp.float32)}
    opt_state = opt.init(params)
    for epoch in range(2):
        for feats, tgt in batched(sentence_corpus(40, seed=epoch), 8):
            params, opt_state, loss = seq2seq_step(params, opt_state, feats, tgt)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
