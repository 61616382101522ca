import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from batches import DemoBuffer, InterventionBuffer


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(64)(x)))


policy = Policy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    if isinstance(batch, dict):
        obs, action, weight = batch["obs"], batch["action"], batch["weight"]
    else:
        obs, action, weight = batch

    def loss_fn(p):
        err = jnp.mean((policy.apply(p, obs) - action) ** 2, axis=-1)
        return jnp.sum(weight * err) / jnp.sum(weight)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    demos, interventions = DemoBuffer(rng), InterventionBuffer(rng)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 8)))
    opt_state = tx.init(params)
    for step in range(8):
        source = interventions if step % 4 == 3 else demos
        params, opt_state, loss = train_step(params, opt_state, source.sample(32))
        print(step, type(source).__name__, float(loss))


if __name__ == "__main__":
    main()
