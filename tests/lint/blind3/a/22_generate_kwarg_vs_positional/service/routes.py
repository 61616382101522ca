import numpy as np

from .model import next_token_logprobs

DEFAULT_TEMPERATURE = 0.8


def complete(params, tokens, n_tokens=3):
    tokens = list(tokens)
    for _ in range(n_tokens):
        logp = next_token_logprobs(params, np.asarray(tokens[-4:], np.int32), DEFAULT_TEMPERATURE)
        tokens.append(int(np.argmax(logp)))
    return tokens


def score(params, context, candidate, temperature=DEFAULT_TEMPERATURE):
    logp = next_token_logprobs(params, np.asarray(context[-4:], np.int32), temperature=temperature)
    return float(logp[candidate])
