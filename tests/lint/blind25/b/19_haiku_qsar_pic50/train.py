import jax
import jax.numpy as jnp
import haiku as hk
import optax


def _forward(fp):
    mlp = hk.nets.MLP([64, 32, 1], activation=jax.nn.relu)
    return mlp(fp)[:, 0]


net = hk.without_apply_rng(hk.transform(_forward))
tx = optax.adamw(1e-3, weight_decay=1e-4)


@jax.jit
def qsar_update(params, opt_state, fp, pic50):
    def loss_fn(p):
        return jnp.mean((net.apply(p, fp) - pic50) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
