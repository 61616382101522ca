import math

import jax
import jax.numpy as jnp
import numpy as np

VOCAB, DIM = 32, 16


@jax.jit
def eval_nll(params, tokens):
    logits = jnp.tanh(params["emb"][tokens[:, :-1]]) @ params["out"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1).sum()


def batched(array, batch_size):
    for start in range(0, len(array), batch_size):
        yield array[start:start + batch_size]


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)) * 0.1, jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, VOCAB)) * 0.1, jnp.float32)}
    eval_set = rng.integers(0, VOCAB, size=(22, 10)).astype(np.int32)
    total, count = 0.0, 0
    for tokens in batched(eval_set, 8):
        total += float(eval_nll(params, tokens))
        count += tokens.shape[0] * (tokens.shape[1] - 1)
    print("ppl", math.exp(total / count))


if __name__ == "__main__":
    main()
