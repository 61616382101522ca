import jax
import numpy as np

from search import beam_search

VOCAB = 12


def main():
    table = np.array(jax.random.normal(jax.random.PRNGKey(3), (VOCAB, VOCAB)) * 2.0)
    table[:, 1] += 1.5  # make EOS fairly likely so hypotheses finish at different times
    hyp, score = beam_search(table)
    print(hyp, round(score, 3))


if __name__ == "__main__":
    main()
