import jax
import jax.numpy as jnp
import numpy as np

from replay import logged_interactions

N_ARMS = 4


@jax.jit
def policy_value(weights, contexts, logged_arms, rewards, epsilon):
    greedy = jnp.argmax(contexts @ weights, axis=-1)
    probs = jnp.full((contexts.shape[0], N_ARMS), epsilon / N_ARMS)
    probs = probs.at[jnp.arange(contexts.shape[0]), greedy].add(1.0 - epsilon)
    p_logged = probs[jnp.arange(contexts.shape[0]), logged_arms]
    return jnp.mean(rewards * p_logged * N_ARMS)


def main():
    contexts, arms, rewards = logged_interactions()
    weights = jnp.asarray(np.random.default_rng(1).normal(size=(6, N_ARMS)), jnp.float32)
    results = {}
    for epsilon in (0.0, 0.05, 0.1, 0.2, 0.3):
        results[epsilon] = float(policy_value(weights, contexts, arms, rewards, epsilon))
    for eps, v in results.items():
        print(f"epsilon={eps:.2f} ips={v:.4f}")


if __name__ == "__main__":
    main()
