import jax
import jax.numpy as jnp
import numpy as np

from curriculum import HorizonCurriculum
from envs import policy_gradient, policy_return

ITERATIONS = 6


def main():
    w = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (6, 2))
    goal = jnp.array([0.5, -0.3])
    start = jnp.zeros(4)
    curriculum = HorizonCurriculum()
    for it in range(ITERATIONS):
        h = curriculum.horizon
        w = w + 0.05 * policy_gradient(w, start, goal, horizon=h)
        ret = policy_return(w, start, goal, horizon=h)
        print(f"iter {it} horizon {h} return/step {float(ret) / h:.4f}")
        curriculum.advance()


if __name__ == "__main__":
    main()
