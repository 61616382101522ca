import jax
import jax.numpy as jnp

from encoder import next_item_scores
from session import SessionState


def main():
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (300, 16))
    session = SessionState()
    clicked = 7
    for event in range(7):
        items, mask = session.push(clicked)
        scores = next_item_scores(item_emb, items, mask)
        clicked = int(jnp.argmax(scores))
        print(event, int(mask.sum()), clicked)


if __name__ == "__main__":
    main()
