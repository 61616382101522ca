import jax
import numpy as np
from flax import nnx

from curriculum import ReachTaskCurriculum
from policy import GaussianPolicy, make_optimizer, reinforce_update

ITERATIONS = 5


def main():
    policy = GaussianPolicy(obs_dim=4, act_dim=2, rngs=nnx.Rngs(0))
    optimizer = make_optimizer(policy)
    curriculum = ReachTaskCurriculum()
    rng = np.random.default_rng(1)
    act_policy = nnx.jit(lambda p, o: p(o))

    def act(o):
        mean, log_std = act_policy(policy, o)
        return np.asarray(mean) + np.exp(np.asarray(log_std)) * rng.standard_normal(2)

    for it in range(ITERATIONS):
        obs, acts, rets, success = curriculum.rollout(act)
        loss = reinforce_update(policy, optimizer, obs, acts, rets)
        curriculum.promote_if(success)
        print(f"iter {it} level {curriculum.level} success {success:.2f} "
              f"loss {float(loss):.3f} updates {int(policy.updates[...])}")


if __name__ == "__main__":
    main()
