import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(0.1, momentum=0.9)


def features(params, traces, mask):
    kernel = params["kernel"]
    conv = jax.vmap(lambda tr: jnp.convolve(tr, kernel, mode="same"))(traces)
    pooled = jnp.sum(jnp.tanh(conv) * mask, axis=1) / jnp.sum(mask, axis=1)
    return pooled * params["a"] + params["b"]


@jax.jit
def attenuation_step(params, opt_state, traces, mask, target):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((features(p, traces, mask) - target) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
