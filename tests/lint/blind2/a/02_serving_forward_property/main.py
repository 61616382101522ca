import jax
import numpy as np

from serving import Predictor


def load_params(seed=0):
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    return {"w1": jax.random.normal(k1, (4, 8)) * 0.5, "w2": jax.random.normal(k2, (8, 3)) * 0.5}


def handle_requests(predictor, requests):
    return [predictor.predict(r["features"]) for r in requests]


if __name__ == "__main__":
    predictor = Predictor(load_params(), labels=["cat", "dog", "bird"])
    rng = np.random.default_rng(0)
    requests = [{"id": i, "features": rng.normal(size=(1, 4))} for i in range(5)]
    for resp in handle_requests(predictor, requests):
        print(resp)
