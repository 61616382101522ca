import jax
import numpy as np

from policy import init_policy
from rollout import collect, evaluate

NUM_ENVS, OBS_DIM, NUM_ACTIONS = 4, 3, 2
EVAL_TEMPERATURE = 1.0


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = init_policy(key, OBS_DIM, NUM_ACTIONS)
    obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
    for it in range(3):
        obs, key, train_return = collect(params, key, obs, rng, steps=4)
        eval_return = evaluate(params, key, obs, rng, steps=2, temperature=EVAL_TEMPERATURE)
        print(f"iter {it}: train {train_return:.3f} eval {eval_return:.3f}")


if __name__ == "__main__":
    main()
