import jax.numpy as jnp
import numpy as np

from service import EmbeddingService


def main():
    rng = np.random.default_rng(0)
    service = EmbeddingService(jnp.asarray(rng.normal(size=(100, 16)).astype(np.float32)))
    # traffic cycles through short, medium and long requests
    for round_ in range(3):
        for length in (5, 12, 27):
            batch = [list(rng.integers(1, 100, size=length)) for _ in range(4)]
            vecs = service.embed(batch)
        print(f"round {round_} last norm {float(jnp.linalg.norm(vecs)):.3f}")


if __name__ == "__main__":
    main()
