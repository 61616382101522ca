import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import EvalCallback, rollout_return

DIM = 3


class ReachPolicy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.tanh(nn.Dense(DIM)(nn.relu(nn.Dense(32)(x))))


policy = ReachPolicy()
tx = optax.adam(1e-2)


@jax.jit
def bc_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((policy.apply(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    starts = jnp.asarray(rng.normal(size=(8, DIM)), jnp.float32)
    goals = jnp.asarray(rng.normal(size=(8, DIM)), jnp.float32)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 2 * DIM)))
    opt_state = tx.init(params)
    callback = EvalCallback(policy.apply, starts, goals)
    print("initial return", float(rollout_return(params, starts, goals, policy.apply)))
    for step in range(1, 10):
        s = rng.normal(size=(32, DIM)).astype(np.float32)
        g = rng.normal(size=(32, DIM)).astype(np.float32)
        x = np.concatenate([s, g], -1)
        params, opt_state, loss = bc_step(params, opt_state, x, np.tanh(g - s))
        result = callback(step, params)
        if result is not None:
            print(step, float(loss), result)


if __name__ == "__main__":
    main()
