import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from relabel import RelabelController

T, OBS, ACT, BATCH = 10, 4, 2, 16


class GCPolicy(nn.Module):
    @nn.compact
    def __call__(self, obs, goal):
        x = jnp.concatenate([obs, goal], -1)
        return nn.Dense(ACT)(nn.relu(nn.Dense(64)(x)))


policy = GCPolicy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, traj_obs, traj_act, key, p_future):
    k1, k2, k3 = jax.random.split(key, 3)
    t = jax.random.randint(k1, (BATCH,), 0, T - 1)
    future = jax.random.randint(k2, (BATCH,), t + 1, T)
    use_future = jax.random.bernoulli(k3, p_future, (BATCH,))
    goal_idx = jnp.where(use_future, future, T - 1)
    rows = jnp.arange(BATCH)
    obs, act, goal = traj_obs[rows, t], traj_act[rows, t], traj_obs[rows, goal_idx]

    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs, goal) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = policy.init(key, jnp.zeros((1, OBS)), jnp.zeros((1, OBS)))
    opt_state = tx.init(params)
    controller = RelabelController()
    for it in range(6):
        traj_obs = rng.normal(size=(BATCH, T, OBS)).astype(np.float32)
        traj_act = rng.normal(size=(BATCH, T, ACT)).astype(np.float32)
        key, sub = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, traj_obs, traj_act, sub, controller.p_future)
        success = np.mean(rng.random(8) < 0.4)
        controller.update(success)
        print(it, float(controller.p_future), float(loss))


if __name__ == "__main__":
    main()
