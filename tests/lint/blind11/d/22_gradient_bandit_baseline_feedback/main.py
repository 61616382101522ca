import numpy as np
import jax
import jax.numpy as jnp

N_ARMS, N_ENVS, STEPS = 6, 32, 6
STEP_SIZE, BASELINE_RATE = 0.2, 0.1


@jax.jit
def gradient_bandit_update(prefs, arms, rewards, baseline):
    probs = jax.nn.softmax(prefs, axis=-1)
    one_hot = jax.nn.one_hot(arms, prefs.shape[-1])
    adv = (rewards - baseline)[:, None]
    prefs = prefs + STEP_SIZE * adv * (one_hot - probs)
    new_baseline = baseline + BASELINE_RATE * (rewards.mean() - baseline)
    return prefs, new_baseline


def main():
    rng = np.random.default_rng(0)
    arm_means = rng.normal(size=(N_ENVS, N_ARMS)).astype(np.float32)
    prefs = jnp.zeros((N_ENVS, N_ARMS))
    key = jax.random.PRNGKey(0)
    baseline = 0
    for t in range(STEPS):
        key, sub = jax.random.split(key)
        arms = jax.random.categorical(sub, prefs)
        rewards = arm_means[np.arange(N_ENVS), np.asarray(arms)] + rng.normal(size=N_ENVS).astype(np.float32)
        prefs, new_baseline = gradient_bandit_update(prefs, arms, rewards, baseline)
        baseline = float(new_baseline)
        print(f"step {t} mean reward {rewards.mean():.3f} baseline {baseline:.3f}")


if __name__ == "__main__":
    main()
