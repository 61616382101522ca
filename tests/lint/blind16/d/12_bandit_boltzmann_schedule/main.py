import jax
import jax.numpy as jnp
import numpy as np

from agent import TemperatureSchedule, boltzmann_action

N_ARMS = 5


def main():
    rng = np.random.default_rng(0)
    true_means = rng.normal(size=N_ARMS)
    q = np.zeros(N_ARMS, np.float32)
    counts = np.zeros(N_ARMS)
    schedule = TemperatureSchedule(start=5, end=0.1, decay=0.9)
    key = jax.random.PRNGKey(0)
    temperature = schedule.value
    for t in range(30):
        key, sub = jax.random.split(key)
        a = int(boltzmann_action(sub, jnp.asarray(q), temperature))
        r = true_means[a] + rng.normal(scale=0.5)
        counts[a] += 1
        q[a] += (r - q[a]) / counts[a]
        temperature = schedule.step()
    print("best arm", int(np.argmax(true_means)), "greedy", int(np.argmax(q)))


if __name__ == "__main__":
    main()
