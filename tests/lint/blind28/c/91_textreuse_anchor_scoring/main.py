import jax
import jax.numpy as jnp
import numpy as np
from jax.tree_util import Partial


def cosine_to(anchor, x):
    return (x @ anchor) / (jnp.linalg.norm(x, axis=-1) * jnp.linalg.norm(anchor) + 1e-6)


@jax.jit
def score_passages(scorer, passages):
    s = scorer(passages)
    return jnp.argsort(-s)[:3], s.max()


def main():
    rng = np.random.default_rng(91)
    corpus = jnp.asarray(rng.normal(size=(50, 32)).astype(np.float32))
    for q in range(5):
        anchor = jnp.asarray(rng.normal(size=32).astype(np.float32))
        top, best = score_passages(Partial(cosine_to, anchor), corpus)
        print(q, np.asarray(top).tolist(), round(float(best), 3))


if __name__ == "__main__":
    main()
