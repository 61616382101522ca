import jax
import jax.numpy as jnp
import numpy as np

from encoder import build_graph, init_encoder
from service import LinkPredictionService


def main():
    x, s, r = build_graph()
    svc = LinkPredictionService(init_encoder(jax.random.PRNGKey(0)), x, s, r)
    svc.refresh()
    rng = np.random.default_rng(3)
    for request in range(5):
        src = jnp.asarray(rng.integers(0, 120, 32).astype(np.int32))
        dst = jnp.asarray(rng.integers(0, 120, 32).astype(np.int32))
        best, p = svc.top_candidate(src, dst)
        print(f"request {request}: best pair {best} p={p:.3f}")


if __name__ == "__main__":
    main()
