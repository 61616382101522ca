import jax
import jax.numpy as jnp
import optax

ACTIVATIONS = {
    "relu": jax.nn.relu,
    "gelu": jax.nn.gelu,
    "tanh": jnp.tanh,
    "silu": jax.nn.silu,
}


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def build_trainer(activation, lr=0.05, steps=10):
    def forward(params, x):
        for layer in params[:-1]:
            x = activation(x @ layer["w"] + layer["b"])
        return x @ params[-1]["w"] + params[-1]["b"]

    def fit(params, x, y):
        tx = optax.sgd(lr)
        opt_state = tx.init(params)

        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()

        def body(carry, _):
            p, s = carry
            loss, g = jax.value_and_grad(loss_fn)(p)
            u, s = tx.update(g, s)
            return (optax.apply_updates(p, u), s), loss

        (params, _), losses = jax.lax.scan(body, (params, opt_state), None, length=steps)
        acc = jnp.mean(jnp.argmax(forward(params, x), -1) == y)
        return losses[-1], acc

    return jax.jit(fit)
