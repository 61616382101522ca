import jax
import numpy as np

from data import batches
from targets import char_frequency_loss


def main():
    key = jax.random.PRNGKey(0)
    for step, (ids, n_symbols) in enumerate(batches()):
        key, sub = jax.random.split(key)
        logits = jax.random.normal(sub, (ids.shape[0], ids.shape[1], 40))
        loss = char_frequency_loss(logits, ids, n_symbols=n_symbols)
        print(step, n_symbols, round(float(loss), 4))


if __name__ == "__main__":
    main()
