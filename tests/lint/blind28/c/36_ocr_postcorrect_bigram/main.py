import numpy as np
import jax
import jax.numpy as jnp

from correction import PageCorrector

VOCAB = 200


def main():
    rng = np.random.default_rng(19)
    lm = jax.nn.log_softmax(jnp.asarray(rng.normal(size=(VOCAB, VOCAB)).astype(np.float32)), axis=-1)
    for page in range(5):
        corrector = PageCorrector(lm, page_id=f"f{page + 1}r")
        picks = []
        for line in range(3):
            hyps = jnp.asarray(rng.integers(0, VOCAB, (6, 12)).astype(np.int32))
            conf = jnp.asarray(np.log(rng.random((6, 12))).astype(np.float32))
            picks.append(corrector.best(hyps, conf))
        print(corrector.page_id, picks)


if __name__ == "__main__":
    main()
