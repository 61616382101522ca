import jax
import jax.numpy as jnp
import numpy as np

from postprocess import AmountHead, select_amounts

N_TOKENS, FEAT = 30, 8
THRESHOLD = 0.6


def above_threshold(scores):
    return scores > THRESHOLD


def main():
    rng = np.random.default_rng(0)
    head = AmountHead(FEAT, jax.random.PRNGKey(0))
    for r in range(5):
        tokens = jnp.asarray(rng.standard_normal((N_TOKENS, FEAT)), jnp.float32)
        keep, scores = select_amounts(head, tokens, above_threshold)
        print(r, int(keep.sum()))


if __name__ == "__main__":
    main()
