import jax
import jax.numpy as jnp
import numpy as np

from agent import EpsilonSchedule, eps_greedy

N_USERS, N_ARMS = 64, 6


def main():
    rng = np.random.default_rng(0)
    true_ctr = rng.uniform(0.02, 0.2, size=(N_USERS, N_ARMS)).astype(np.float32)
    clicks = np.zeros((N_USERS, N_ARMS), np.float32)
    shows = np.ones((N_USERS, N_ARMS), np.float32)
    schedule = EpsilonSchedule()
    key = jax.random.PRNGKey(0)
    for rnd in range(6):
        key, sub = jax.random.split(key)
        arms = np.asarray(eps_greedy(jnp.asarray(clicks / shows), sub, schedule.value))
        rewards = rng.random(N_USERS) < true_ctr[np.arange(N_USERS), arms]
        np.add.at(shows, (np.arange(N_USERS), arms), 1)
        np.add.at(clicks, (np.arange(N_USERS), arms), rewards)
        print(f"round {rnd}: eps {float(schedule.value):.3f} ctr {rewards.mean():.3f}")
        schedule.step()


if __name__ == "__main__":
    main()
