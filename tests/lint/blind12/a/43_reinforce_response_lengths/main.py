import jax
import jax.numpy as jnp
import numpy as np

from policy import EOS, init_policy, reinforce_update, sample_response

TARGET_TOKEN = 7


def reward_model(response):
    # likes responses that mention TARGET_TOKEN and end cleanly
    return float(TARGET_TOKEN in response) + 0.5 * float(response[-1] == EOS) - 0.05 * len(response)


def main():
    params = init_policy(jax.random.PRNGKey(0))
    rng = np.random.default_rng(42)
    baseline = 0.0
    for episode in range(6):
        response = sample_response(params, rng, bos=2)
        reward = reward_model(response)
        advantage = reward - baseline
        baseline = 0.9 * baseline + 0.1 * reward
        params = reinforce_update(params, jnp.int32(2), jnp.asarray(response, dtype=jnp.int32),
                                  jnp.float32(advantage))
        print(f"episode {episode}: len {len(response):2d} reward {reward:+.2f}")


if __name__ == "__main__":
    main()
