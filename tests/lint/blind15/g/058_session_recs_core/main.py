import jax
import jax.numpy as jnp
import numpy as np

from scorer import next_item_scores
from session import SessionBuffer


def main():
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (300, 16))
    buf = SessionBuffer(max_len=6)
    rng = np.random.default_rng(0)
    clicked = int(rng.integers(300))
    for event in range(9):
        buf.push(clicked)
        scores = next_item_scores(item_emb, buf.recent)
        top = np.asarray(jnp.argsort(-scores)[:3])
        clicked = int(top[rng.integers(3)])
        print(f"event {event} history {len(buf)} suggest {top.tolist()}")


if __name__ == "__main__":
    main()
