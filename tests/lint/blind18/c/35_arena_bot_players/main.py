import jax
import numpy as np

from arena import round_robin
from players import NeuralBot


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), 3)
    bots = [NeuralBot(f"bot{i}", k) for i, k in enumerate(keys)]
    table = round_robin(bots, np.random.default_rng(0))
    print(table)


if __name__ == "__main__":
    main()
