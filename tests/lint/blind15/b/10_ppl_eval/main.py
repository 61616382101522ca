import jax
import jax.numpy as jnp
import numpy as np

from evaluate import make_eval_fn, perplexity

VOCAB, DIM, SEQ = 48, 16, 20


def apply_fn(params, tokens):
    return jnp.tanh(params["embed"][tokens]) @ params["out"]


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    rng = np.random.default_rng(0)
    eval_batch = make_eval_fn(apply_fn)
    for name, n_rows in [("valid", 38), ("test", 45)]:
        data = rng.integers(0, VOCAB, size=(n_rows, SEQ), dtype=np.int32)
        print(name, perplexity(eval_batch, params, data, batch_size=8))


if __name__ == "__main__":
    main()
