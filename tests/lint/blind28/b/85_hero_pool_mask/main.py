import jax
import jax.numpy as jnp
import numpy as np

from draft import N_HEROES, ban_mask


@jax.jit
def best_counter(matchup, enemy, available):
    scores = matchup[:, enemy].sum(axis=1)
    scores = jnp.where(available, scores, -jnp.inf)
    return jnp.argmax(scores), scores


def main():
    rng = np.random.default_rng(1)
    matchup = jnp.asarray(rng.normal(size=(N_HEROES, N_HEROES)), jnp.float32)
    for game in range(5):
        available = ban_mask(rng)
        enemy = rng.choice(N_HEROES, size=5, replace=False).astype(np.int32)
        pick, _ = best_counter(matchup, enemy, available)
        print(game, int(pick))


if __name__ == "__main__":
    main()
