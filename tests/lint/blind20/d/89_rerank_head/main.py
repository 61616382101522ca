from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from heads import RerankHead

DIM = 12
N_CANDS = 10

REQUESTS = [{"temperature": 1.0}, {"temperature": 0.5}, {"temperature": 1.0}, {"temperature": 0.2}]


@partial(jax.jit, static_argnums=(0,))
def rerank_probs(head, params, query, cands):
    return jax.nn.softmax(head.apply(params, query, cands))


def main():
    rng = np.random.default_rng(0)
    params = RerankHead().init(jax.random.PRNGKey(0), jnp.zeros((DIM,)), jnp.zeros((N_CANDS, DIM)))
    for req in REQUESTS:
        head = RerankHead(temperature=req["temperature"])
        query = rng.normal(size=(DIM,)).astype(np.float32)
        cands = rng.normal(size=(N_CANDS, DIM)).astype(np.float32)
        probs = rerank_probs(head, params, query, cands)
        print(req, int(np.argmax(np.asarray(probs))))


if __name__ == "__main__":
    main()
