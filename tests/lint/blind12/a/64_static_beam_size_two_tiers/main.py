import jax
import numpy as np

from service import transcribe

DIM, VOCAB = 16, 30


def incoming_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {"id": i, "tier": "realtime" if i % 3 else "batch",
               "encoder_state": rng.standard_normal(DIM).astype(np.float32)}


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"out": jax.random.normal(k1, (DIM, VOCAB)), "emb": jax.random.normal(k2, (VOCAB, DIM)) * 0.3}
    for req in incoming_requests(7):
        tokens, score = transcribe(params, req)
        print(f"request {req['id']} ({req['tier']}): {tokens} {score:.2f}")
