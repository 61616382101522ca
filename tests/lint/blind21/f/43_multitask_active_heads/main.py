from functools import partial

import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from tasks import TASKS, TaskMixture

OBS, ACT = 10, 4


class MultiHeadPolicy(nn.Module):
    num_tasks: int

    @nn.compact
    def __call__(self, obs):
        h = nn.relu(nn.Dense(64)(obs))
        heads = nn.Dense(self.num_tasks * ACT)(h)
        return heads.reshape(obs.shape[0], self.num_tasks, ACT)


policy = MultiHeadPolicy(num_tasks=len(TASKS))
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames="active_tasks")
def train_step(params, opt_state, obs, act, task_ids, active_tasks):
    def loss_fn(p):
        all_heads = policy.apply(p, obs)
        loss = 0.0
        for t in active_tasks:
            sel = (task_ids == t).astype(jnp.float32)
            err = jnp.mean((all_heads[:, t] - act) ** 2, axis=-1)
            loss += jnp.sum(err * sel) / jnp.maximum(sel.sum(), 1.0)
        return loss / len(active_tasks)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    mixture = TaskMixture(OBS, ACT)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    opt_state = tx.init(params)
    for step in range(8):
        obs, act, task_ids = mixture.sample()
        active = tuple(sorted(set(task_ids.tolist())))
        params, opt_state, loss = train_step(params, opt_state, obs, act, task_ids, active_tasks=active)
        print(step, [TASKS[t] for t in active], float(loss))


if __name__ == "__main__":
    main()
