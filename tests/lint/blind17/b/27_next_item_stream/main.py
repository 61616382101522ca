import jax
import jax.numpy as jnp

from encoder import next_item_scores
from session import SessionState


def main():
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (300, 16))
    session = SessionState()
    clicked = 7
    for event in range(7):
        history = session.push(clicked)
        scores = next_item_scores(item_emb, history)
        clicked = int(jnp.argmax(scores.at[history].set(-jnp.inf)))
        print(event, history.shape[0], clicked)


if __name__ == "__main__":
    main()
