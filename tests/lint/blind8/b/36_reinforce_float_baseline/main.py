import jax
import jax.numpy as jnp
import numpy as np

N_ARMS = 5
EPISODE_LEN = 10


@jax.jit
def reinforce_update(logits, actions, rewards, baseline, lr=0.1):
    def surrogate(logits):
        logp = jax.nn.log_softmax(logits)[actions]
        return -(logp * (rewards.sum() - baseline)).sum()

    return logits - lr * jax.grad(surrogate)(logits)


def play(rng, logits, arm_means):
    p = np.exp(logits - logits.max())
    p /= p.sum()
    actions = rng.choice(N_ARMS, size=EPISODE_LEN, p=p)
    rewards = rng.normal(arm_means[actions], 1.0).astype(np.float32)
    return actions.astype(np.int32), rewards


def main():
    rng = np.random.default_rng(0)
    arm_means = np.linspace(-1.0, 1.0, N_ARMS)
    logits = jnp.zeros(N_ARMS)
    baseline = 0.0
    for episode in range(6):
        actions, rewards = play(rng, np.asarray(logits), arm_means)
        logits = reinforce_update(logits, actions, rewards, baseline)
        baseline = 0.9 * baseline + 0.1 * float(rewards.sum())
        print(f"episode {episode}: return {rewards.sum():+.2f} baseline {baseline:+.3f}")


if __name__ == "__main__":
    main()
