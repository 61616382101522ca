"""Boltzmann exploration for a population of bandit agents sharing a reward model."""
import jax
import jax.numpy as jnp
import numpy as np

from exploration import TemperatureSchedule

N_AGENTS, N_ARMS = 8, 5
TRUE_MEANS = np.array([0.1, 0.3, 0.9, 0.5, 0.2], np.float32)


@jax.jit
def sample_arms(values, key, temperature):
    logits = values / temperature
    return jax.random.categorical(key, logits, axis=-1)


@jax.jit
def update_values(values, counts, arms, rewards):
    onehot = jax.nn.one_hot(arms, N_ARMS)
    counts = counts + onehot
    values = values + onehot * (rewards[:, None] - values) / jnp.maximum(counts, 1.0)
    return values, counts


def main():
    rng = np.random.default_rng(0)
    values = jnp.zeros((N_AGENTS, N_ARMS))
    counts = jnp.zeros((N_AGENTS, N_ARMS))
    schedule = TemperatureSchedule()
    temperature = schedule.value
    key = jax.random.PRNGKey(0)
    for rnd in range(6):
        key, sub = jax.random.split(key)
        arms = sample_arms(values, sub, temperature)
        rewards = rng.normal(TRUE_MEANS[np.asarray(arms)], 0.1).astype(np.float32)
        values, counts = update_values(values, counts, arms, jnp.asarray(rewards))
        print(f"round {rnd}: T={temperature:.3f} best-arm share {float(np.mean(np.asarray(arms) == 2)):.2f}")
        temperature = schedule.step()


if __name__ == "__main__":
    main()
