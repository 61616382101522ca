import jax
import jax.numpy as jnp
import numpy as np

from model import PolicyNet
from selfplay import play_game


def main():
    model = PolicyNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6, 7)))
    rng = np.random.default_rng(0)
    buffer = []
    for game_idx in range(4):
        buffer.extend(play_game(model, params, rng))
        print(f"game {game_idx}: buffer size {len(buffer)}")


if __name__ == "__main__":
    main()
