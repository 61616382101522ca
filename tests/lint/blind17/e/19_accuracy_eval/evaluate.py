import jax
import jax.numpy as jnp


def forward(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def make_predict(params):
    return jax.jit(lambda x: jnp.argmax(forward(params, x), axis=-1))


def accuracy(params, X, y):
    predict = make_predict(params)
    return float(jnp.mean(predict(X) == y))
