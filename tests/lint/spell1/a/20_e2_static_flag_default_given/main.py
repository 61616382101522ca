import jax
import jax.numpy as jnp
import numpy as np

from learner import PPOLearner

CONFIG = {"lr": 0.05, "normalize_adv": True, "iterations": 4}


def fake_rollout(rng, n=64, obs_dim=4, n_act=3):
    return {
        "obs": jnp.asarray(rng.normal(size=(n, obs_dim)), jnp.float32),
        "act": jnp.asarray(rng.integers(0, n_act, size=n), jnp.int32),
        "old_logp": jnp.full((n,), -np.log(n_act), jnp.float32),
        "adv": jnp.asarray(rng.normal(size=n), jnp.float32),
    }


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    learner = PPOLearner({"pi": jnp.zeros((4, 3))}, CONFIG)
    for it in range(CONFIG["iterations"]):
        batch = fake_rollout(rng)
        loss = learner.update(batch)
        print(it, round(loss, 4), learner.diagnostics(batch))
