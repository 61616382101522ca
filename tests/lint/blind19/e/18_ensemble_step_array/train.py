import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from ensemble import ensemble_forward

TOTAL_STEPS = 12
WARMUP = 3


def lr_scale(step):
    warm = jnp.minimum(1.0, (step + 1) / WARMUP)
    return warm * 0.5 * (1 + jnp.cos(jnp.pi * step / TOTAL_STEPS))


@eqx.filter_jit
def train_step(ensemble, x, y, step):
    def loss_fn(ens):
        pred = ensemble_forward(ens, x)
        return jnp.mean((pred - y[None]) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(ensemble)
    scale = 1e-2 * lr_scale(step)
    ensemble = eqx.apply_updates(ensemble, jax.tree_util.tree_map(lambda g: -scale * g, grads))
    return ensemble, loss


def fit(ensemble, x, y):
    for step in range(TOTAL_STEPS):
        ensemble, loss = train_step(ensemble, x, y, jnp.asarray(step, dtype=jnp.int32))
    return ensemble, loss
