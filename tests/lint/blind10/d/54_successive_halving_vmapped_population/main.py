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


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), INITIAL_POPULATION)
    pop = jax.vmap(lambda k: init_member(k, OBS_DIM, NUM_ACTIONS))(keys)
    lrs = jnp.asarray(np.logspace(-3, 0, INITIAL_POPULATION), jnp.float32)
    round_ = 0
    while lrs.shape[0] > 1:
        obs, targets = expert_batch(rng)
        for _ in range(STEPS_PER_ROUND):
            pop, losses = population_update(pop, lrs, obs, targets)
        survivors = jnp.argsort(losses)[: lrs.shape[0] // 2]
        pop = jax.tree_util.tree_map(lambda x: x[survivors], pop)
        lrs = lrs[survivors]
        print(f"round {round_}: {lrs.shape[0]} survivors, best lr {float(lrs[0]):.4f}")
        round_ += 1


if __name__ == "__main__":
    main()
