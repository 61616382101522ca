import jax
import numpy as np

from textgen.decode import generate, init_lm
from textgen.sampling import SamplingParams


def handle_request(params, request, key):
    sampling = SamplingParams(top_k=request.get("top_k", 5), temperature=request.get("temperature", 1.0))
    prompt = np.asarray(request["tokens"], dtype=np.int32)[None, :]
    return generate(params, prompt, key, sampling=sampling, n_new=4)


def main():
    params = init_lm(jax.random.PRNGKey(0))
    requests = [
        {"tokens": [1, 2, 3, 4, 5, 6], "top_k": 5},
        {"tokens": [7, 8, 9, 10, 11, 12], "top_k": 5},
        {"tokens": [3, 3, 3, 3, 3, 3], "top_k": 5, "temperature": 1.0},
        {"tokens": [4, 5, 6, 7, 8, 9]},
        {"tokens": [9, 9, 8, 8, 7, 7]},
    ]
    key = jax.random.PRNGKey(1)
    for i, req in enumerate(requests):
        key, sub = jax.random.split(key)
        print(i, np.asarray(handle_request(params, req, sub)).tolist())


if __name__ == "__main__":
    main()
