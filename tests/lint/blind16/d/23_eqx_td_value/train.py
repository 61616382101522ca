import equinox as eqx
import optax

from model import td_loss

opt = optax.sgd(1e-2)


@eqx.filter_jit
def td_step(model, opt_state, obs, rew, next_obs, done, discount):
    loss, grads = eqx.filter_value_and_grad(td_loss)(model, obs, rew, next_obs, done, discount)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def discount_schedule(step, start=0.9, end=0.99, warmup=8):
    frac = min(step / warmup, 1.0)
    return start + frac * (end - start)
