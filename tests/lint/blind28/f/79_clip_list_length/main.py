import jax.numpy as jnp
import numpy as np

from model import embed_segments
from session import session_segments


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(63, 24)) * 0.1, jnp.float32)
    for i, segments in enumerate(session_segments(rng)):
        embs = embed_segments(w, segments)
        sim = np.asarray(embs @ embs.T)
        print(i, len(segments), float(sim[np.triu_indices(len(segments), 1)].mean()))


if __name__ == "__main__":
    main()
