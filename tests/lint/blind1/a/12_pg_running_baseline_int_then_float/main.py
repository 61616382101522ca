import jax
import jax.numpy as jnp
import numpy as np

from bandit import ContextualBandit

ROUNDS = 6
BATCH = 32
LR = 0.1
BASELINE_DECAY = 0.9


@jax.jit
def policy_gradient_step(weights, ctx, arms, rewards, baseline):
    def objective(w):
        logp = jax.nn.log_softmax(ctx @ w.T)
        logp_a = jnp.take_along_axis(logp, arms[:, None], axis=1)[:, 0]
        return jnp.mean(logp_a * (rewards - baseline))

    return weights + LR * jax.grad(objective)(weights), rewards.mean()


def sample_arms(weights, ctx, rng):
    logits = ctx @ np.asarray(weights).T
    probs = np.exp(logits - logits.max(1, keepdims=True))
    probs /= probs.sum(1, keepdims=True)
    return np.array([rng.choice(len(p), p=p) for p in probs], dtype=np.int32)


def main():
    env = ContextualBandit()
    rng = np.random.default_rng(1)
    weights = jnp.zeros((env.num_arms, env.ctx_dim))
    baseline = 0
    for rnd in range(ROUNDS):
        ctx = env.contexts(BATCH)
        arms = sample_arms(weights, ctx, rng)
        rewards = env.pull(ctx, arms)
        weights, mean_reward = policy_gradient_step(weights, ctx, arms, rewards, baseline)
        baseline = float(BASELINE_DECAY * baseline + (1 - BASELINE_DECAY) * mean_reward)
        print(f"round {rnd}: mean reward {float(mean_reward):+.3f} baseline {baseline:+.3f}")


if __name__ == "__main__":
    main()
