import jax
import jax.numpy as jnp
import numpy as np

from population import init_member, population_update

OBS_DIM, NUM_ACTIONS = 4, 3
INITIAL_POPULATION = 32
STEPS_PER_ROUND = 2


def expert_batch(rng, n=64):
    obs = rng.normal(size=(n, OBS_DIM)).astype(np.float32)
    return jnp.asarray(obs), jnp.asarray(np.argmax(obs[:, :NUM_ACTIONS], -1))


def halve(alive, losses):
    """Keep the better half of the live members; dead members stay in the arrays, masked."""
    num_keep = int(alive.sum()) // 2
    masked = np.where(alive, np.asarray(losses), np.inf)
    keep = np.zeros_like(alive)
    keep[np.argsort(masked)[:num_keep]] = True
    return keep


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), INITIAL_POPULATION)
    pop = jax.vmap(lambda k: init_member(k, OBS_DIM, NUM_ACTIONS))(keys)
    lrs = jnp.asarray(np.logspace(-3, 0, INITIAL_POPULATION), jnp.float32)
    alive = np.ones(INITIAL_POPULATION, bool)
    round_ = 0
    while alive.sum() > 1:
        obs, targets = expert_batch(rng)
        for _ in range(STEPS_PER_ROUND):
            pop, losses = population_update(pop, lrs, obs, targets)
        alive = halve(alive, losses)
        best = int(np.argmin(np.where(alive, np.asarray(losses), np.inf)))
        print(f"round {round_}: {int(alive.sum())} survivors, best lr {float(lrs[best]):.4f}")
        round_ += 1


if __name__ == "__main__":
    main()
