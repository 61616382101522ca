from functools import partial

import jax
import jax.numpy as jnp


def forward(params, x, key, rate=0.3):
    h = jax.nn.relu(x @ params["w1"])
    keep = jax.random.bernoulli(key, 1 - rate, h.shape)
    h = jnp.where(keep, h / (1 - rate), 0.0)
    return jax.nn.sigmoid(h @ params["w2"])


@partial(jax.jit, static_argnums=(3,))
def mc_predict(params, x, seed, n_samples):
    keys = jax.random.split(jax.random.PRNGKey(seed), n_samples)
    probs = jax.vmap(lambda k: forward(params, x, k))(keys)
    return probs.mean(0), probs.std(0)
