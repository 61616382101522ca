import jax
import jax.numpy as jnp
import numpy as np

from networks import choose_arms, make_policy

CONFIG = {"n_arms": 4, "hidden": 16, "ctx_dim": 5}
EPISODES, BATCH = 5, 16


def main():
    rng = np.random.default_rng(0)
    true_w = rng.standard_normal((CONFIG["ctx_dim"], CONFIG["n_arms"]))
    params = make_policy(CONFIG).init(jax.random.PRNGKey(0), jnp.zeros((1, CONFIG["ctx_dim"])))
    key = jax.random.PRNGKey(1)
    for ep in range(EPISODES):
        policy = make_policy(CONFIG)
        temperature = jnp.float32(2.0 * 0.8**ep)
        ctx = rng.standard_normal((BATCH, CONFIG["ctx_dim"])).astype(np.float32)
        key, sub = jax.random.split(key)
        arms = np.asarray(choose_arms(policy, params, ctx, sub, temperature))
        reward = (ctx @ true_w)[np.arange(BATCH), arms].mean()
        print(f"episode {ep} temperature {float(temperature):.3f} mean reward {reward:+.3f}")


if __name__ == "__main__":
    main()
