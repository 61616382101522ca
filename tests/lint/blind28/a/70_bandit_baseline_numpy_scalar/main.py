import jax
import jax.numpy as jnp
import numpy as np

from env import simulate_guests
from policy import PRICE_LEVELS, reinforce_update


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    logits = jnp.zeros(5)
    baseline = 0.0
    for day in range(30):
        key, sub = jax.random.split(key)
        actions = jax.random.categorical(sub, logits, shape=(64,))
        rewards = simulate_guests(rng, np.asarray(actions), PRICE_LEVELS)
        logits = reinforce_update(logits, actions, rewards, baseline, 0.5)
        baseline = 0.9 * baseline + 0.1 * rewards.mean()
    print("price probabilities", np.round(np.asarray(jax.nn.softmax(logits)), 3))


if __name__ == "__main__":
    main()
