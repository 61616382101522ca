import equinox as eqx
import jax
import jax.numpy as jnp


class RegimeEncoder(eqx.Module):
    """Amortised posterior over K market regimes with a relaxed one-hot sample."""

    net: eqx.nn.MLP
    regime_means: jax.Array
    temperature: jax.Array

    def __init__(self, window, n_regimes, key):
        k1, k2 = jax.random.split(key)
        self.net = eqx.nn.MLP(window, n_regimes, width_size=16, depth=1, key=k1)
        self.regime_means = 0.1 * jax.random.normal(k2, (n_regimes,))
        self.temperature = jnp.asarray(1.5, dtype=jnp.float32)

    def __call__(self, window, key):
        logits = self.net(window)
        u = jax.random.uniform(key, logits.shape, minval=1e-6, maxval=1.0)
        y = jax.nn.softmax((logits - jnp.log(-jnp.log(u))) / self.temperature)
        return y, jax.nn.log_softmax(logits)


def cool(model, rate=0.8, floor=0.2):
    return eqx.tree_at(lambda m: m.temperature, model, jnp.maximum(floor, model.temperature * rate))


@eqx.filter_jit
def elbo_step(model, windows, targets, key, lr):
    def neg_elbo(m):
        keys = jax.random.split(key, windows.shape[0])
        y, log_q = jax.vmap(m)(windows, keys)
        pred = y @ m.regime_means
        kl = jnp.sum(jnp.exp(log_q) * (log_q + jnp.log(log_q.shape[-1])), -1)
        return jnp.mean(0.5 * (pred - targets) ** 2 / 0.01 + kl)

    loss, grads = eqx.filter_value_and_grad(neg_elbo)(model)
    # the temperature is a schedule, not a parameter
    grads = eqx.tree_at(lambda g: g.temperature, grads, jnp.zeros_like(model.temperature))
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss
