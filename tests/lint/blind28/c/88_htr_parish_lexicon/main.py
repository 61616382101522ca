import jax
import jax.numpy as jnp
import numpy as np

from decode import rescore_words

# registers whose hands were already covered by the name lexicon
LEXICON_COVERED = {"baptisms_1701": True, "burials_1702": False, "marriages_1703": True,
                   "baptisms_1704": False, "burials_1705": True}


def main():
    key = jax.random.PRNGKey(88)
    prior = jnp.log(jax.nn.softmax(jax.random.normal(key, (200,))))
    for register, covered in LEXICON_COVERED.items():
        key, sub = jax.random.split(key)
        word_logits = jax.random.normal(sub, (10, 200))
        print(register, np.asarray(rescore_words(word_logits, prior, covered))[:5].tolist())


if __name__ == "__main__":
    main()
