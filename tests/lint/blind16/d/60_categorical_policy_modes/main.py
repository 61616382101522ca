import jax
import jax.numpy as jnp
import numpy as np

from policy import init_policy, select_actions

OBS, N_ACT, NUM_ENVS = 4, 3, 8


def run(w, key, rng, deterministic, steps=5):
    total = 0.0
    obs = rng.normal(size=(NUM_ENVS, OBS)).astype(np.float32)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        a = np.asarray(select_actions(w, obs, sub, deterministic=deterministic))
        total += float((a == 0).mean())
        obs = rng.normal(size=(NUM_ENVS, OBS)).astype(np.float32)
    return key, total / steps


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    w = init_policy(jax.random.PRNGKey(1), OBS, N_ACT)
    for it in range(3):
        key, train_score = run(w, key, rng, deterministic=False)
        if it % 2 == 0:
            key, eval_score = run(w, key, rng, deterministic=True)
            print(it, train_score, eval_score)


if __name__ == "__main__":
    main()
