from collections import deque

import jax
import jax.numpy as jnp
import numpy as np

N_ARMS = 4
WINDOW = 5


@jax.jit
def gradient_bandit_update(preferences, arm, reward, baseline, step_size=0.2):
    probs = jax.nn.softmax(preferences)
    one_hot = jax.nn.one_hot(arm, N_ARMS)
    return preferences + step_size * (reward - baseline) * (one_hot - probs)


def pulls(preferences_ref, rng, true_means, n):
    for _ in range(n):
        prefs = np.asarray(preferences_ref[0])
        p = np.exp(prefs - prefs.max())
        arm = int(rng.choice(N_ARMS, p=p / p.sum()))
        yield arm, float(rng.normal(true_means[arm], 1.0))


def main():
    rng = np.random.default_rng(0)
    true_means = np.array([0.1, 0.5, -0.2, 0.9])
    state = [jnp.zeros(N_ARMS)]
    recent = deque(maxlen=WINDOW)
    baseline = 0.0
    for t, (arm, reward) in enumerate(pulls(state, rng, true_means, 8)):
        state[0] = gradient_bandit_update(state[0], arm, reward, baseline)
        recent.append(reward)
        baseline = np.mean(recent)
        print(f"t={t} arm={arm} reward={reward:+.2f} baseline={baseline:+.2f}")


if __name__ == "__main__":
    main()
