import jax
import numpy as np

from data import batches, synthetic_records
from model import init, train_step, tx


def main():
    rng = np.random.default_rng(0)
    records = synthetic_records(rng, 48)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for moves, results in batches(records, 8):
            params, opt_state, loss = train_step(params, opt_state, moves, results)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
