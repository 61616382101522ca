import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from data import OBS, ACT, train_batch, validation_set


class SeqPolicy(nn.Module):
    @nn.compact
    def __call__(self, obs):
        return nn.Dense(ACT)(nn.gelu(nn.Dense(64)(obs)))


policy = SeqPolicy()
tx = optax.adam(1e-3)


@jax.jit
def masked_loss(params, obs, act, mask):
    err = jnp.mean((policy.apply(params, obs) - act) ** 2, axis=-1)
    return jnp.sum(err * mask) / jnp.sum(mask)


@jax.jit
def train_step(params, opt_state, obs, act, mask):
    loss, grads = jax.value_and_grad(masked_loss)(params, obs, act, mask)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 1, OBS)))
    opt_state = tx.init(params)
    val = validation_set(rng)
    for step in range(6):
        params, opt_state, loss = train_step(params, opt_state, *train_batch(rng))
        if step % 2 == 1:
            train_eval = masked_loss(params, *train_batch(rng))
            val_loss = masked_loss(params, *val)
            print(step, float(loss), float(train_eval), float(val_loss))


if __name__ == "__main__":
    main()
