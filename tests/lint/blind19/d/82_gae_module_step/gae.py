import functools

import jax
import jax.numpy as jnp
import optax


def encode(params, x, a_hat):
    return a_hat @ jax.nn.relu(a_hat @ x @ params["w1"]) @ params["w2"]


def recon_loss(z, adj_label, pos_weight):
    logits = z @ z.T
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, adj_label) * (1 + (pos_weight - 1) * adj_label))


@functools.partial(jax.jit, static_argnums=2)
def step(params, opt_state, tx, x, a_hat, adj_label, pos_weight):
    loss, g = jax.value_and_grad(lambda p: recon_loss(encode(p, x, a_hat), adj_label, pos_weight))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def train_epoch(params, opt_state, tx, x, a_hat, adj_label, pos_weight, steps):
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, tx, x, a_hat, adj_label, pos_weight)
    return params, opt_state, loss
