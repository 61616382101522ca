import jax
import numpy as np

from decoder import init
from search import sample_hypotheses


def main():
    params = init(jax.random.PRNGKey(0))
    rng = np.random.default_rng(1)
    outs = sample_hypotheses(params, n=8, max_steps=8, rng=rng)
    for o in outs:
        print(len(o), o)


if __name__ == "__main__":
    main()
