import jax
import jax.numpy as jnp


def init_deq(key, d_in=8, d_hidden=32, n_out=3):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "W": 0.4 * jax.random.normal(k1, (d_hidden, d_hidden)) / jnp.sqrt(d_hidden),
        "U": jax.random.normal(k2, (d_in, d_hidden)) / jnp.sqrt(d_in),
        "V": jax.random.normal(k3, (d_hidden, n_out)) / jnp.sqrt(d_hidden),
    }


@jax.jit
def predict(params, x):
    inj = x @ params["U"]
    z = jax.lax.fori_loop(0, 30, lambda _, z: jnp.tanh(z @ params["W"] + inj), jnp.zeros_like(inj))
    return jax.nn.softmax(z @ params["V"], axis=-1)
