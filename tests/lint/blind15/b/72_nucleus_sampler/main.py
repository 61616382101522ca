import jax
import jax.numpy as jnp

from sampling import get_sampler

VOCAB, DIM = 30, 16


def handle(params, request, key):
    sampler = get_sampler(request.get("top_p", 0.9))
    token = jnp.int32(request["prompt"][-1])
    out = []
    for _ in range(4):
        key, sub = jax.random.split(key)
        logits = jnp.tanh(params["embed"][token]) @ params["out"]
        token = sampler(logits, sub)
        out.append(int(token))
    return out


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB))}
    requests = [{"prompt": [1, 2]}, {"prompt": [3], "top_p": 0.95}, {"prompt": [4], "top_p": 0.8},
                {"prompt": [5, 6], "top_p": 0.92}, {"prompt": [7]}]
    key = jax.random.PRNGKey(1)
    for r in requests:
        key, sub = jax.random.split(key)
        print(handle(params, r, sub))
