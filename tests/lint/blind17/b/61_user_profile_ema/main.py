import jax
import jax.numpy as jnp
import numpy as np

from events import click_stream
from user_profile import rank_for, update_profile


def main():
    rng = np.random.default_rng(0)
    item_emb = jax.random.normal(jax.random.PRNGKey(0), (200, 16))
    profile = jnp.zeros((16,))
    for clicked in click_stream(rng, 200, 6):
        profile = update_profile(profile, item_emb, clicked, 0.8)
        print(int(clicked[0]), profile.shape, rank_for(profile, item_emb).tolist())


if __name__ == "__main__":
    main()
