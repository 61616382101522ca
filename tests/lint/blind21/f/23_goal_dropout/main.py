import jax
import jax.numpy as jnp
import optax

from data import GoalDropoutSampler
from model import GoalConditionedPolicy

OBS, GOAL, ACT = 9, 3, 4

policy = GoalConditionedPolicy(act_dim=ACT, goal_dim=GOAL)
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, goal, act):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs, goal) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    sampler = GoalDropoutSampler(OBS, GOAL, ACT, batch_size=32, drop_prob=0.3)
    key = jax.random.PRNGKey(0)
    params = policy.init(key, jnp.zeros((1, OBS)), jnp.zeros((1, GOAL)))
    params = {"params": {**params["params"], **policy.init(key, jnp.zeros((1, OBS)))["params"]}}
    opt_state = tx.init(params)
    for step in range(12):
        obs, goal, act = sampler.sample()
        params, opt_state, loss = train_step(params, opt_state, obs, goal, act)
        if step % 4 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
