import functools

import jax
import jax.numpy as jnp
import optax


def gin_forward(params, x, s, r, eps):
    h = x
    for w in params["layers"]:
        h = jax.nn.relu(((1 + eps) * h + jax.ops.segment_sum(h[s], r, num_segments=h.shape[0])) @ w)
    return h @ params["head"]


def train_step(params, opt_state, x, s, r, y, mask, *, tx, eps):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(gin_forward(p, x, s, r, eps), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


class Engine:
    def __init__(self, tx, eps=0.1):
        self.tx = tx
        self.eps = eps

    def compiled_step(self):
        return jax.jit(functools.partial(train_step, tx=self.tx, eps=self.eps))

    def run_epoch(self, params, opt_state, data, steps):
        step = self.compiled_step()
        for _ in range(steps):
            params, opt_state, loss = step(params, opt_state, *data)
        return params, opt_state, loss
