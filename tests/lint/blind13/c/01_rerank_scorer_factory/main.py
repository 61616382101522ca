import numpy as np
import jax.numpy as jnp

from scoring import make_scorer

EMBED_DIM = 16
NUM_ITEMS = 500
CANDIDATES = 32


class RerankService:
    def __init__(self, item_table, temperature=0.7):
        self.item_table = item_table
        self.temperature = temperature

    def handle(self, request):
        scorer = make_scorer(self.temperature)
        probs = scorer(request["user_vec"], self.item_table, request["candidates"])
        order = jnp.argsort(-probs)
        return np.asarray(request["candidates"])[np.asarray(order[:5])]


def fake_requests(rng, n):
    for _ in range(n):
        yield {
            "user_vec": jnp.asarray(rng.normal(size=EMBED_DIM), dtype=jnp.float32),
            "candidates": jnp.asarray(rng.choice(NUM_ITEMS, CANDIDATES, replace=False)),
        }


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(rng.normal(size=(NUM_ITEMS, EMBED_DIM)), dtype=jnp.float32)
    service = RerankService(table)
    for req in fake_requests(rng, 6):
        top = service.handle(req)
        print("top5", top.tolist())


if __name__ == "__main__":
    main()
