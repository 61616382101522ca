import jax
import jax.numpy as jnp
import numpy as np

from dynamics import DT, policy_step, rollout_cost
from evaluate import evaluate

DURATION = 2.0


def main():
    theta = {"w": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (1, 3)), "b": jnp.zeros(1)}
    horizon = int(round(DURATION / DT))
    rng = np.random.default_rng(0)
    eval_starts = rng.normal(scale=0.3, size=(3, 2)).astype(np.float32)
    for it in range(4):
        s0 = jnp.asarray(rng.normal(scale=0.3, size=2), dtype=jnp.float32)
        theta = policy_step(theta, s0, horizon=horizon)
        print(it, float(rollout_cost(theta, s0, horizon=horizon)), evaluate(theta, eval_starts, DURATION))


if __name__ == "__main__":
    main()
