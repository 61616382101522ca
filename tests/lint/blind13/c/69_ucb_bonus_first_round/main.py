import jax
import jax.numpy as jnp
import numpy as np

from ucb import exploration_bonus, pick_arms

N_SEGMENTS, N_ARMS = 8, 5


def main():
    rng = np.random.default_rng(10)
    true_ctr = rng.uniform(0.05, 0.3, size=(N_SEGMENTS, N_ARMS))
    pulls = np.zeros((N_SEGMENTS, N_ARMS), np.float32)
    clicks = np.zeros((N_SEGMENTS, N_ARMS), np.float32)
    key = jax.random.PRNGKey(0)
    for t in range(6):
        key, sub = jax.random.split(key)
        mean = jnp.asarray(clicks / np.maximum(pulls, 1.0))
        arms = np.asarray(pick_arms(mean, exploration_bonus(t, jnp.asarray(pulls)), sub))
        seg = np.arange(N_SEGMENTS)
        reward = rng.random(N_SEGMENTS) < true_ctr[seg, arms]
        pulls[seg, arms] += 1
        clicks[seg, arms] += reward
        print(f"round {t}: clicks {int(reward.sum())}/{N_SEGMENTS}")


if __name__ == "__main__":
    main()
