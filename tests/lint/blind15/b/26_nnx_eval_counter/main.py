import math

import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TinyLM

VOCAB, DIM = 40, 16


@nnx.jit
def eval_step(model, tokens):
    logits = model(tokens[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


def main():
    model = TinyLM(VOCAB, DIM, nnx.Rngs(0))
    rng = np.random.default_rng(0)
    losses = []
    for _ in range(5):
        tokens = jnp.asarray(rng.integers(0, VOCAB, (4, 10)), dtype=jnp.int32)
        losses.append(float(eval_step(model, tokens)))
    print("ppl", math.exp(sum(losses) / len(losses)), "tokens", model.tokens_seen)


if __name__ == "__main__":
    main()
