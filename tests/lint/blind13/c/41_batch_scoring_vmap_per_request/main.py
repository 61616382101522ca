import jax.numpy as jnp
import numpy as np

from scoring import batched_topk

NUM_ITEMS, DIM, USERS_PER_REQUEST = 1000, 32, 16


class CandidateServer:
    def __init__(self, item_vecs, item_bias):
        self.item_vecs = jnp.asarray(item_vecs)
        self.item_bias = jnp.asarray(item_bias)

    def serve(self, user_vecs):
        scores, idx = batched_topk(user_vecs, self.item_vecs, self.item_bias)
        return np.asarray(idx)


def main():
    rng = np.random.default_rng(13)
    server = CandidateServer(rng.normal(size=(NUM_ITEMS, DIM)).astype(np.float32),
                             rng.normal(size=NUM_ITEMS).astype(np.float32) * 0.1)
    for req in range(6):
        users = rng.normal(size=(USERS_PER_REQUEST, DIM)).astype(np.float32)
        idx = server.serve(users)
        print(f"request {req}: first user's top3 {idx[0, :3].tolist()}")


if __name__ == "__main__":
    main()
