import numpy as np
import jax

from sequences import outage_records, collate
from model import init, sgd_update


def main():
    rng = np.random.default_rng(17)
    recs = outage_records(rng)
    params = init(jax.random.PRNGKey(0))
    for epoch in range(2):
        for s in range(0, len(recs), 8):
            X, M, y = collate(recs[s:s + 8])
            params, l = sgd_update(params, X, M, y)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
