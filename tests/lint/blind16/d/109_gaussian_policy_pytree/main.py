import jax
import jax.numpy as jnp
import numpy as np

from distributions import DiagGaussianPolicy

OBS, ACT = 4, 2


@jax.jit
def act(policy, obs, key):
    return jnp.clip(policy.sample(obs, key), -1.0, 1.0)


def main():
    key = jax.random.PRNGKey(0)
    policy = DiagGaussianPolicy(jax.random.normal(key, (OBS, ACT)) * 0.1, log_std=0.0)
    rng = np.random.default_rng(0)
    for episode in range(5):
        for t in range(3):
            key, sub = jax.random.split(key)
            a = act(policy, rng.normal(size=(8, OBS)).astype(np.float32), sub)
        policy = policy.with_std(round(policy.log_std - 0.25, 2))
        print(episode, policy.log_std, float(jnp.abs(a).mean()))


if __name__ == "__main__":
    main()
