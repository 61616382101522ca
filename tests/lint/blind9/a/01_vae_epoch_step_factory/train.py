import jax
import optax

from model import elbo


def make_train_step(optimizer, beta):
    def train_step(params, opt_state, batch, key):
        loss, grads = jax.value_and_grad(elbo)(params, batch, key, beta)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


def kl_anneal(epoch, warmup_epochs=4):
    return min(1.0, (epoch + 1) / warmup_epochs)
