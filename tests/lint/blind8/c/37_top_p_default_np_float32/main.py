import jax
import numpy as np

from model_card import load_sampling_defaults
from sampler import nucleus_sample


class CompletionService:
    def __init__(self, seed=0):
        self.defaults = load_sampling_defaults()
        vocab = int(self.defaults["vocab_size"])
        self.table = jax.random.normal(jax.random.PRNGKey(seed), (vocab, vocab))
        self.key = jax.random.PRNGKey(seed + 1)

    def complete(self, request):
        top_p = request.get("top_p", self.defaults["top_p"])
        n_new = int(request.get("max_new_tokens", self.defaults["max_new_tokens"]))
        tokens = list(request["prompt"])
        for _ in range(n_new):
            self.key, sub = jax.random.split(self.key)
            tokens.append(int(nucleus_sample(self.table[tokens[-1]], sub, top_p)))
        return tokens


def main():
    svc = CompletionService()
    requests = [
        {"prompt": [1, 2, 3]},
        {"prompt": [4, 5], "top_p": 0.8},
        {"prompt": [7], "top_p": 0.95, "max_new_tokens": 3},
        {"prompt": [9, 9]},
        {"prompt": [11], "top_p": 0.5},
    ]
    for req in requests:
        print(req, "->", svc.complete(req))


if __name__ == "__main__":
    main()
