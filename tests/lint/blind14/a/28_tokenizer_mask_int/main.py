import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import CharTokenizer

tok = CharTokenizer()
DIM = 16


@jax.jit
def masked_nll(params, ids, mask):
    logits = jnp.tanh(params["emb"][ids[:, :-1]]) @ params["out"]
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1)[..., 0]
    m = mask[:, 1:]
    return (nll * m).sum() / m.sum()


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jnp.asarray(rng.normal(size=(tok.vocab_size, DIM)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, tok.vocab_size)) * 0.1, jnp.float32)}
    shards = [
        ["the quick brown fox jumps over", "a lazy dog sleeps in the warm sun"],
        ["short text", "another one"],
        ["language models predict the next", "token given all previous tokens"],
    ]
    for texts in shards:
        ids, mask = tok.encode_batch(texts)
        print(float(masked_nll(params, ids, mask)))


if __name__ == "__main__":
    main()
