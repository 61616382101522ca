import jax
import jax.numpy as jnp
import numpy as np

N_WORDS, EMB = 64, 16
MIN_CONFIDENCE = 0.6


@jax.jit
def line_embedding(word_vecs, keep):
    scores = jnp.where(keep, word_vecs.sum(-1), -jnp.inf)
    weights = jax.nn.softmax(scores)
    return (word_vecs * weights[:, None]).sum(0)


def ocr_page(rng):
    vecs = rng.standard_normal((N_WORDS, EMB)).astype(np.float32)
    conf = rng.random(N_WORDS).astype(np.float32)
    return vecs, conf


def main():
    rng = np.random.default_rng(0)
    for page in range(5):
        vecs, conf = ocr_page(rng)
        keep = conf > MIN_CONFIDENCE
        emb = line_embedding(jnp.asarray(vecs), jnp.asarray(keep))
        print(page, int(keep.sum()), float(emb.sum()))


if __name__ == "__main__":
    main()
