import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.05)


@eqx.filter_jit
def ae_step(model, opt_state, labels, key):
    keys = jax.random.split(key, labels.shape[0])

    def loss_fn(mdl):
        logits = jax.vmap(mdl)(jax.nn.one_hot(labels, 16), keys)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, loss


def with_snr(model, snr_db):
    std = float(10 ** (-snr_db / 20))
    return eqx.tree_at(lambda m: m.channel.noise_std, model, std)
