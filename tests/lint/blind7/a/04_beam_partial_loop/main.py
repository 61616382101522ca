from functools import partial

import jax
import jax.numpy as jnp

VOCAB = 50


def score_beams(logprobs, beam_scores, beam_width, length_penalty):
    total = beam_scores[:, None] + logprobs
    flat = total.reshape(-1)
    top_scores, top_idx = jax.lax.top_k(flat, beam_width)
    beam_idx = top_idx // VOCAB
    tok_idx = top_idx % VOCAB
    return top_scores / length_penalty, beam_idx, tok_idx


def beam_search(requests, beam_width=4):
    results = []
    for req in requests:
        step = jax.jit(partial(score_beams, beam_width=beam_width,
                               length_penalty=req["length_penalty"]))
        key = jax.random.PRNGKey(req["id"])
        scores = jnp.zeros(beam_width)
        tokens = []
        for t in range(3):
            key, sub = jax.random.split(key)
            logprobs = jax.nn.log_softmax(jax.random.normal(sub, (beam_width, VOCAB)))
            scores, beams, toks = step(logprobs, scores)
            tokens.append(toks)
        results.append(jnp.stack(tokens, axis=1)[0])
    return results


requests = [{"id": i, "length_penalty": 1.0} for i in range(5)]
for r in beam_search(requests):
    print(r.tolist())
