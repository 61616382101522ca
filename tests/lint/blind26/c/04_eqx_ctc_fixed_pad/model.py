import jax
import equinox as eqx
import optax


class FrameEncoder(eqx.Module):
    l1: eqx.nn.Linear
    l2: eqx.nn.Linear

    def __init__(self, n_in, n_tok, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(n_in, 32, key=k1)
        self.l2 = eqx.nn.Linear(32, n_tok, key=k2)

    def __call__(self, x):
        return self.l2(jax.nn.gelu(self.l1(x)))


def batched_logits(model, x):
    return jax.vmap(jax.vmap(model))(x)


optim = optax.adam(3e-3)


@eqx.filter_jit
def fit_batch(model, opt_state, x, xpad, y, ypad):
    def loss_fn(m):
        return optax.ctc_loss(batched_logits(m, x), xpad, y, ypad).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
