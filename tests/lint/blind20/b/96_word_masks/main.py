import jax
import jax.numpy as jnp
import numpy as np

from masks import all_words_mask, confident_mask

N_WORDS, EMB = 40, 8


@jax.jit
def masked_page_vector(word_emb, mask):
    m = mask.astype(jnp.float32)
    return (word_emb * m[:, None]).sum(0) / jnp.maximum(m.sum(), 1.0)


def main():
    rng = np.random.default_rng(0)
    for page in range(6):
        emb = jnp.asarray(rng.standard_normal((N_WORDS, EMB)), jnp.float32)
        if page % 3 == 0:
            mask = all_words_mask(N_WORDS)
        else:
            mask = confident_mask(rng.random(N_WORDS))
        vec = masked_page_vector(emb, jnp.asarray(mask))
        print(page, mask.dtype, float(vec.sum()))


if __name__ == "__main__":
    main()
