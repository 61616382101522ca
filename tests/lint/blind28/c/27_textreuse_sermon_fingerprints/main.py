import jax
import numpy as np

from corpus import VOCAB, load_sermons
from embed import doc_fingerprint


def main():
    table = jax.random.normal(jax.random.PRNGKey(14), (VOCAB, 32))
    docs = load_sermons()
    prints = np.stack([np.asarray(doc_fingerprint(table, d)) for d in docs])
    sims = prints @ prints.T
    np.fill_diagonal(sims, -1)
    print("closest pairs:", np.argmax(sims, axis=1).tolist())


if __name__ == "__main__":
    main()
