import jax

from model_card import load_sampling_defaults
from requests_schema import CompletionRequest
from sampler import nucleus_sample


class CompletionService:
    def __init__(self, seed=0):
        self.defaults = load_sampling_defaults()
        vocab = int(self.defaults["vocab_size"])
        self.table = jax.random.normal(jax.random.PRNGKey(seed), (vocab, vocab))
        self.key = jax.random.PRNGKey(seed + 1)

    def complete(self, payload):
        req = CompletionRequest.parse(payload, self.defaults)
        tokens = list(req.prompt)
        for _ in range(req.max_new_tokens):
            self.key, sub = jax.random.split(self.key)
            tokens.append(int(nucleus_sample(self.table[tokens[-1]], sub, req.top_p)))
        return tokens


def main():
    svc = CompletionService()
    payloads = [
        {"prompt": [1, 2, 3]},
        {"prompt": [4, 5], "top_p": 0.8},
        {"prompt": [7], "top_p": 1, "max_new_tokens": 3},
        {"prompt": [9, 9]},
        {"prompt": [11], "top_p": 0.5},
    ]
    for p in payloads:
        print(p, "->", svc.complete(p))


if __name__ == "__main__":
    main()
