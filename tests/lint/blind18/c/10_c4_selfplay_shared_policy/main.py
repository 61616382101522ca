import jax
import jax.numpy as jnp
import numpy as np

from model import PolicyNet
from selfplay import play_game


def main():
    model = PolicyNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6, 7)))
    policy_fn = jax.jit(model.apply)
    rng = np.random.default_rng(0)
    buffer = []
    for game_idx in range(4):
        buffer.extend(play_game(policy_fn, params, rng))
        print(f"game {game_idx}: buffer size {len(buffer)}")


if __name__ == "__main__":
    main()
