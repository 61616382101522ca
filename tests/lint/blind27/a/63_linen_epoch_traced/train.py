import jax
import jax.numpy as jnp
import optax

from model import ClaimCostNet

net = ClaimCostNet()
tx = optax.adam(3e-3)
WARMUP = 3


@jax.jit
def fit_batch(params, opt_state, x, y, epoch):
    def loss_fn(p):
        pred = net.apply(p, x)
        return jnp.mean(optax.huber_loss(pred, y, delta=1.0))
    loss, g = jax.value_and_grad(loss_fn)(params)
    scale = jnp.minimum(1.0, (epoch + 1) / WARMUP)
    g = jax.tree.map(lambda t: t * scale, g)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
