import jax
import jax.numpy as jnp
import optax

from model import predict_quality

tx = optax.adam(2e-3)


@jax.jit
def qe_step(params, opt_state, src, tgt, score):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict_quality(p, src, tgt) - score) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def validate(params, val):
    src, tgt, score = val
    pred = predict_quality(params, src, tgt)
    return float(jnp.corrcoef(pred, score)[0, 1])


def spot_check(params, batch):
    src, tgt, _ = batch
    return predict_quality(params, src, tgt)
