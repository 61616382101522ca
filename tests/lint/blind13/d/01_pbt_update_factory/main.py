"""Population-based training of small REINFORCE policies on a contextual bandit."""
import jax
import jax.numpy as jnp
import numpy as np

from agents import init_policy, make_update_fn, policy_logits

OBS_DIM, N_ACTIONS = 6, 3
POP_SIZE = 4
GENERATIONS = 5
BATCH = 32


def sample_batch(rng, params):
    obs = rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32)
    logits = np.asarray(policy_logits(params, obs))
    probs = np.exp(logits - logits.max(1, keepdims=True))
    probs /= probs.sum(1, keepdims=True)
    actions = np.array([rng.choice(N_ACTIONS, p=p) for p in probs], dtype=np.int32)
    rewards = (actions == (obs[:, 0] > 0).astype(np.int32)).astype(np.float32)
    return obs, actions, rewards - rewards.mean()


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), POP_SIZE)
    population = [init_policy(k, OBS_DIM, N_ACTIONS) for k in keys]
    base_lr = 0.5
    scores = np.zeros(POP_SIZE)

    for gen in range(GENERATIONS):
        update = make_update_fn(base_lr)
        for i, params in enumerate(population):
            obs, actions, returns = sample_batch(rng, params)
            population[i] = update(params, jnp.asarray(obs), jnp.asarray(actions),
                                   jnp.asarray(returns), 1.0 + 0.1 * i)
            scores[i] = float(returns.std())
        # exploit: copy the best member over the worst
        best, worst = int(scores.argmax()), int(scores.argmin())
        population[worst] = jax.tree_util.tree_map(lambda x: x, population[best])
        print(f"gen {gen}: best={best} score={scores[best]:.3f}")


if __name__ == "__main__":
    main()
