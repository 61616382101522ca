import jax
import numpy as np

from data import transaction_batches
from model import init_params, fraud_scores

N_FEATURES = 8


def main():
    params = init_params(jax.random.PRNGKey(0), N_FEATURES)
    flagged = 0
    for batch, mask in transaction_batches(6, N_FEATURES):
        scores = np.asarray(fraud_scores(params, batch))
        flagged += int(np.sum((scores > 0.9) & mask))
    print("flagged", flagged)


if __name__ == "__main__":
    main()
