import numpy as np
import jax

import model

N_FIELDS, VOCAB = 5, 100


def main():
    params = model.init(jax.random.PRNGKey(0), N_FIELDS, VOCAB, 8)
    rng = np.random.default_rng(0)
    preds = []
    for _ in range(6):
        ids = rng.integers(0, VOCAB, size=(32, N_FIELDS)).astype(np.int32)
        preds.append(np.asarray(model.predict_batch(params, ids)))
    print("mean pctr", np.concatenate(preds).mean().round(4))


if __name__ == "__main__":
    main()
