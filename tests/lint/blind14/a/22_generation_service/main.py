from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

VOCAB, DIM = 32, 16


@partial(jax.jit, static_argnums=(2,))
def generate(params, prompt, max_new_tokens):
    def body(carry, _):
        tok = carry
        h = jnp.tanh(params["emb"][tok])
        nxt = jnp.argmax(h @ params["out"], axis=-1).astype(jnp.int32)
        return nxt, nxt

    _, out = jax.lax.scan(body, prompt[:, -1], None, length=max_new_tokens)
    return out.T


class CompletionService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        prompt = np.asarray([request["prompt"]], dtype=np.int32)
        return generate(self.params, prompt, request["max_tokens"]).tolist()


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)), jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, VOCAB)), jnp.float32)}
    service = CompletionService(params)
    requests = [{"prompt": [1, 2, 3], "max_tokens": n} for n in (5, 8, 3, 12)]
    for req in requests:
        print(service.handle(req))


if __name__ == "__main__":
    main()
