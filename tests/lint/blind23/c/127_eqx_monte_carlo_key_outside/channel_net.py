import equinox as eqx
import jax
import jax.numpy as jnp


class NeuralDetector(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 2, 32, 2, key=key)

    def __call__(self, y, h):
        return self.mlp(jnp.concatenate([y, h]))


@eqx.filter_jit
def mc_error_rate(model, key, snr_db, n=2000):
    k1, k2, k3 = jax.random.split(key, 3)
    bits = jax.random.bernoulli(k1, 0.5, (n,)).astype(jnp.int32)
    h = jax.random.normal(k2, (n, 2)) / jnp.sqrt(2.0)
    s = 1.0 - 2.0 * bits
    sigma = jnp.sqrt(0.5 * 10 ** (-snr_db / 10))
    y = h * s[:, None] + sigma * jax.random.normal(k3, (n, 2))
    logits = jax.vmap(model)(y, h)
    return jnp.mean(jnp.argmax(logits, -1) != bits)
