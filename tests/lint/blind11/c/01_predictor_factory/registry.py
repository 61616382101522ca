import jax
import jax.numpy as jnp


def make_predictor(params):
    def forward(x):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return jax.nn.softmax(h @ params["w2"], axis=-1)

    return jax.jit(forward)


def init_params(key, d_in=8, d_hidden=16, n_classes=4):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)) * 0.1,
        "b1": jnp.zeros((d_hidden,)),
        "w2": jax.random.normal(k2, (d_hidden, n_classes)) * 0.1,
    }
