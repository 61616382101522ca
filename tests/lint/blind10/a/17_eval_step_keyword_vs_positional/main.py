import jax
import numpy as np

from lmeval import run_test_suite, run_validation

VOCAB, DIM, SEQ, BS = 50, 16, 10, 4


def make_batches(rng, n):
    out = []
    for _ in range(n):
        tokens = rng.integers(1, VOCAB, size=(BS, SEQ)).astype(np.int32)
        mask = np.ones((BS, SEQ), np.float32)
        out.append((tokens, mask))
    return out


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)) * 0.3,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.3}
    val = make_batches(rng, 3)
    for epoch in range(3):
        params = jax.tree_util.tree_map(lambda p: p * 0.99, params)
        print(f"epoch {epoch} val ppl {run_validation(params, val):.2f}")
    suites = {"wiki": make_batches(rng, 2), "news": make_batches(rng, 2)}
    print(run_test_suite(params, suites))


if __name__ == "__main__":
    main()
