import jax
import jax.numpy as jnp
import numpy as np

VOCAB, DIM, MAX_PROMPT = 24, 8, 16
PAD = 0


def encode(prompts):
    ids = np.full((len(prompts), MAX_PROMPT), PAD, dtype=np.int32)
    lengths = np.zeros(len(prompts), dtype=np.int32)
    for i, p in enumerate(prompts):
        p = p[:MAX_PROMPT]
        ids[i, : len(p)] = p
        lengths[i] = len(p)
    return ids, lengths


@jax.jit
def next_token_topk(params, ids, lengths):
    mask = (jnp.arange(MAX_PROMPT)[None, :] < lengths[:, None]).astype(jnp.float32)
    h = (params["emb"][ids] * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    logits = h @ params["emb"].T
    return jax.lax.top_k(jax.nn.log_softmax(logits), 3)


def main():
    rng = np.random.default_rng(10)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)), dtype=jnp.float32)}
    for req in range(6):
        prompts = [rng.integers(1, VOCAB, size=rng.integers(3, 15)) for _ in range(2)]
        ids, lengths = encode(prompts)
        scores, toks = next_token_topk(params, ids, lengths)
        print(req, np.asarray(toks).tolist())


if __name__ == "__main__":
    main()
