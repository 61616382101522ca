import jax
import jax.numpy as jnp
import numpy as np

VOCAB, DIM, SEQ = 50, 16, 8
OPTIONAL_FIELDS = ("temperature", "top_p")
DEFAULTS = {"temperature": 1.0, "top_p": 1.0}


@jax.jit
def next_token_probs(params, ids, temperature=1.0, top_p=1.0):
    logits = params["embed"][ids].mean(0) @ params["embed"].T / temperature
    probs = jax.nn.softmax(logits)
    sorted_p = jnp.sort(probs)[::-1]
    cutoff = sorted_p[jnp.argmax(jnp.cumsum(sorted_p) >= top_p)]
    probs = jnp.where(probs >= cutoff, probs, 0.0)
    return probs / probs.sum()


def handle(params, request):
    ids = np.zeros(SEQ, np.int32)
    toks = [ord(c) % VOCAB for c in request["prompt"]][:SEQ]
    ids[: len(toks)] = toks
    options = {k: request.get(k, DEFAULTS[k]) for k in OPTIONAL_FIELDS}
    probs = next_token_probs(params, ids, **options)
    return int(jnp.argmax(probs))


if __name__ == "__main__":
    params = {"embed": jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM))}
    requests = [
        {"prompt": "hello"},
        {"prompt": "weather today", "temperature": 0.7},
        {"prompt": "translate this"},
        {"prompt": "joke", "temperature": 1.3},
        {"prompt": "summarize", "temperature": 0.2},
        {"prompt": "hi there"},
    ]
    print([handle(params, r) for r in requests])
