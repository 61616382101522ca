import jax
import jax.numpy as jnp
import optax


def init_mlp(key, sizes=(32, 16, 1)):
    params = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (a, b)) * (1 / a) ** 0.5, "b": jnp.zeros(b)})
    return params


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.gelu(x @ layer["w"] + layer["b"])
    return (x @ params[-1]["w"] + params[-1]["b"])[:, 0]


def make_train_step(optimizer):
    def cnv_train_step(params, opt_state, x, y):
        def loss(p):
            return optax.sigmoid_binary_cross_entropy(mlp(p, x), y).mean()

        l, g = jax.value_and_grad(loss)(params)
        u, opt_state = optimizer.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, l

    return jax.jit(cnv_train_step)
