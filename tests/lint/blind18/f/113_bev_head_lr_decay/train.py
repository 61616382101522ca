import jax
import jax.numpy as jnp
import optax

from optim import make_tx

tx = make_tx()


def bev_logits(params, feats):
    return jnp.einsum("hwc,ck->hwk", jax.nn.gelu(feats @ params["w1"]), params["w2"])


@jax.jit
def train_step(params, opt_state, feats, occ):
    def loss_fn(p):
        logits = bev_logits(p, feats)[..., 0]
        return optax.sigmoid_binary_cross_entropy(logits, occ).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
