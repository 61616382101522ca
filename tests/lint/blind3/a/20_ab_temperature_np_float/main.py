import jax
import jax.numpy as jnp
import numpy as np

from variants import temperature_for


@jax.jit
def rank_items(user_vec, item_matrix, temperature):
    scores = item_matrix @ user_vec / temperature
    probs = jax.nn.softmax(scores)
    return jnp.argsort(-probs)[:3], probs


def main():
    rng = np.random.default_rng(0)
    items = jnp.asarray(rng.normal(size=(20, 8)).astype(np.float32))
    overrides = {5: 0.5}
    for user_id in [3, 4, 5, 6, 7, 9]:
        user_vec = jnp.asarray(rng.normal(size=8).astype(np.float32))
        top, probs = rank_items(user_vec, items, temperature_for(user_id, overrides))
        print(user_id, np.asarray(top).tolist())


if __name__ == "__main__":
    main()
