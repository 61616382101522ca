import jax
import jax.numpy as jnp
import numpy as np

from model import policy, policy_logits
from pool import OpponentPool


def play_match(learner, opponent, rng, plies=6):
    edges = np.zeros((1, 24), np.float32)
    for ply in range(plies):
        params = learner if ply % 2 == 0 else opponent
        logits = np.array(policy_logits(params, edges))[0]
        logits[edges[0] != 0] = -np.inf
        edges[0, int(np.argmax(logits))] = 1.0 if ply % 2 == 0 else -1.0
    return edges


def main():
    rng = np.random.default_rng(0)
    learner = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 24)))
    pool = OpponentPool()
    pool.add(learner)
    for it in range(3):
        play_match(learner, pool.sample(), rng)
        learner = jax.tree_util.tree_map(lambda p: p + 0.01 * rng.standard_normal(p.shape), learner)
        pool.add(learner)
        print(f"iter {it} pool size {len(pool.snapshots)}")


if __name__ == "__main__":
    main()
