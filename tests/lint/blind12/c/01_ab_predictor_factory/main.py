import numpy as np
import jax

from serving import init_params, make_predictor

N_FEATURES = 8
BATCH = 16


def request_stream(rng, n_requests):
    for _ in range(n_requests):
        yield rng.normal(size=(BATCH, N_FEATURES)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), N_FEATURES, 32)
    ctr = []
    for batch in request_stream(rng, 6):
        predictor = make_predictor(params)
        probs = predictor(batch)
        ctr.append(float(probs.mean()))
    print("mean predicted ctr:", np.mean(ctr))


if __name__ == "__main__":
    main()
