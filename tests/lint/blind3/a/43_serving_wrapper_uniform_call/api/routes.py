import numpy as np

from .engine import next_token_logprobs


def complete(params, tokens, n_tokens=3):
    tokens = list(tokens)
    for _ in range(n_tokens):
        tokens.append(int(np.argmax(next_token_logprobs(params, tokens))))
    return tokens


def score(params, context, candidate, temperature=1.0):
    return float(next_token_logprobs(params, context, temperature=temperature)[candidate])
