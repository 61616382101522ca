import jax
import jax.numpy as jnp
import numpy as np

from tokenizer import CharTokenizer

VOCAB = 29
DIM = 16


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
            "head": jax.random.normal(k2, (DIM, 2)) * 0.1}


@jax.jit
def classify(params, ids, mask):
    emb = params["embed"][ids] * mask[..., None]
    pooled = emb.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)
    return jax.nn.softmax(pooled @ params["head"], -1)


def serve(params, tokenizer, texts, batch_size=2):
    results = []
    for i in range(0, len(texts), batch_size):
        ids, mask = tokenizer.pad_batch([tokenizer.encode(t) for t in texts[i:i + batch_size]])
        probs = classify(params, jnp.array(ids), jnp.array(mask, dtype=jnp.float32))
        results.extend(np.asarray(probs[:, 1]).round(3).tolist())
    return results


def main():
    tok = CharTokenizer()
    params = init_params(jax.random.PRNGKey(0))
    texts = ["great product", "terrible", "would buy again", "no",
             "arrived broken and late", "fine", "ok i guess", "love it"]
    print(serve(params, tok, texts))


if __name__ == "__main__":
    main()
