import jax
import jax.numpy as jnp
import optax


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b)))
    return params


def forward(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


@jax.jit
def decode_loss(params, rx, bits):
    return optax.sigmoid_binary_cross_entropy(forward(params, rx), bits).mean()


tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def fit_step(params, opt_state, rx, bits):
    loss, g = jax.value_and_grad(decode_loss)(params, rx, bits)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
