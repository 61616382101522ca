import jax
import jax.numpy as jnp


def init_layers(key, sizes=(64, 16, 1)):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        k = jax.random.fold_in(key, i)
        layers.append((jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b)))
    return layers


def forward(layers, x):
    for w, b in layers[:-1]:
        x = jax.nn.softplus(x @ w + b)
    w, b = layers[-1]
    return (x @ w + b)[:, 0]


@jax.jit
def protein_step(layers, x, y, lr):
    loss, grads = jax.value_and_grad(lambda L: jnp.mean((forward(L, x) - y) ** 2))(layers)
    new_layers = tuple((w - lr * gw, b - lr * gb) for (w, b), (gw, gb) in zip(layers, grads))
    return new_layers, loss
