import jax.numpy as jnp
import numpy as np

from hmm import log_likelihood

MAX_LEN = 120


def encode(seq, max_len=MAX_LEN):
    codes = np.zeros(max_len, dtype=np.int32)
    codes[: len(seq)] = ["ACGT".index(c) for c in seq]
    return codes


def main():
    rng = np.random.default_rng(0)
    log_init = jnp.log(jnp.array([0.5, 0.5]))
    log_trans = jnp.log(jnp.array([[0.95, 0.05], [0.1, 0.9]]))
    log_emit = jnp.log(jnp.array([[0.15, 0.35, 0.35, 0.15], [0.25, 0.25, 0.25, 0.25]]))
    islands = ["".join(rng.choice(list("ACGT"), size=int(rng.integers(60, 120))))
               for _ in range(6)]
    for seq in islands:
        ll = log_likelihood(log_init, log_trans, log_emit, encode(seq), length=len(seq))
        print(len(seq), float(ll))


if __name__ == "__main__":
    main()
