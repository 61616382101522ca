import haiku as hk
import jax
import jax.numpy as jnp
import optax


def _forward(x):
    return hk.nets.MLP([32, 5])(x)  # 5 stitch families: satin, fill, run, chain, cross


forward = hk.without_apply_rng(hk.transform(_forward))
tx = optax.adam(3e-3)


@jax.jit
def stitch_step(params, opt_state, x, labels, smoothing):
    def loss_fn(p):
        onehot = jax.nn.one_hot(labels, 5)
        target = onehot * (1.0 - smoothing) + smoothing / 5
        return optax.softmax_cross_entropy(forward.apply(p, x), target).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
