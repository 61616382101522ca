import jax
import jax.numpy as jnp

from config import merge

VOCAB, DIM = 40, 16


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)),
            "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.3}


@jax.jit
def sample_next(params, token, key, temperature):
    h = jnp.tanh(params["embed"][token])
    logits = h @ params["out"]
    return jax.random.categorical(key, logits / temperature).astype(jnp.int32)


class Sampler:
    def __init__(self, params, seed=0):
        self.params = params
        self.key = jax.random.PRNGKey(seed)

    def complete(self, request):
        cfg = merge(request)
        token = jnp.int32(request["prompt"][-1])
        out = []
        for _ in range(cfg["max_new_tokens"]):
            self.key, sub = jax.random.split(self.key)
            token = sample_next(self.params, token, sub, cfg["temperature"])
            out.append(int(token))
        return out


if __name__ == "__main__":
    sampler = Sampler(init(jax.random.PRNGKey(1)))
    requests = [
        {"prompt": [1, 2, 3]},
        {"prompt": [4, 5], "temperature": 0.7},
        {"prompt": [6], "temperature": 1.3},
        {"prompt": [7, 8]},
    ]
    for r in requests:
        print(sampler.complete(r))
