import jax

from service import PrefillService
from tokenizer import VOCAB, encode

DIM = 16


def init(key):
    ks = jax.random.split(key, 4)
    return {"embed": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
            "wk": jax.random.normal(ks[1], (DIM, DIM)) * 0.1,
            "wv": jax.random.normal(ks[2], (DIM, DIM)) * 0.1,
            "out": jax.random.normal(ks[3], (DIM, VOCAB)) * 0.1}


if __name__ == "__main__":
    svc = PrefillService(init(jax.random.PRNGKey(0)), encode)
    for prompt in ["hello", "hi there", "what is jax", "ok", "tell me a story"]:
        print(prompt, svc.handle(prompt))
