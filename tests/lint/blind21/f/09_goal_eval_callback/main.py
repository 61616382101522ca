import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import GoalReachingEval
from networks import GoalPolicy

OBS_DIM, ACT_DIM, BATCH = 6, 3, 32

policy = GoalPolicy(act_dim=ACT_DIM)
tx = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, obs, goal, act):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs, goal) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def relabeled_batch(rng):
    traj = rng.normal(size=(BATCH, 5, OBS_DIM)).astype(np.float32)
    obs = traj[:, 0]
    goal = traj[:, -1]  # hindsight: final state of the segment
    act = np.tanh(goal - obs)[:, :ACT_DIM]
    return obs, goal, act


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS_DIM)), jnp.zeros((1, OBS_DIM)))
    opt_state = tx.init(params)
    evaluator = GoalReachingEval(policy, OBS_DIM)
    for step in range(1, 21):
        params, opt_state, loss = update(params, opt_state, *relabeled_batch(rng))
        if step % 5 == 0:
            print(evaluator(step, params))


if __name__ == "__main__":
    main()
