import jax
import jax.numpy as jnp
import numpy as np

from policy import gradient_bandit_step

ARM_MEANS = np.array([0.1, 0.5, 0.3, 0.8, 0.2])


def main():
    rng = np.random.default_rng(0)
    prefs = jnp.zeros(len(ARM_MEANS))
    baseline = jnp.zeros((), dtype=jnp.float32)
    history = []
    for t in range(8):
        probs = np.asarray(jax.nn.softmax(prefs), dtype=np.float64)
        arm = int(rng.choice(len(ARM_MEANS), p=probs / probs.sum()))
        reward = float(rng.normal(ARM_MEANS[arm], 0.1))
        prefs, baseline = gradient_bandit_step(prefs, arm, reward, baseline)
        history.append((arm, reward))
    print("baseline", round(float(baseline), 3), "arms", [a for a, _ in history])


if __name__ == "__main__":
    main()
