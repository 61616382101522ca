import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import rollout

WARMUP = 10
BASE_LR = 3e-3
optimizer = optax.adam(1.0)


def lr_schedule(step):
    return BASE_LR * jnp.minimum(1.0, (step + 1) / WARMUP)


@eqx.filter_jit
def train_step(field, opt_state, y0, target, step):
    def loss_fn(f):
        pred = rollout(f, y0, 0.1, target.shape[0])
        return jnp.mean((pred - target) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(field)
    updates, opt_state = optimizer.update(grads, opt_state)
    updates = jax.tree_util.tree_map(lambda u: lr_schedule(step) * u, updates)
    return eqx.apply_updates(field, updates), opt_state, loss
