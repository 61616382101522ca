import jax.numpy as jnp
import numpy as np

from engine import next_token_probs

DEFAULT_TEMPERATURE = jnp.float32(1.0)


def handle_complete(params, request):
    tokens = np.asarray(request["tokens"], np.int32)
    t = jnp.float32(request.get("temperature", 1.0))
    probs = next_token_probs(params, tokens, temperature=t)
    return {"top": np.asarray(probs.argmax(-1)).tolist()}


def handle_score(params, request):
    tokens = np.asarray(request["tokens"], np.int32)
    probs = next_token_probs(params, tokens, DEFAULT_TEMPERATURE)
    return {"max_prob": np.asarray(probs.max(-1)).tolist()}
