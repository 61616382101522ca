import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def sgd_fare_step(model, x, y, lr):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    model = jax.tree.map(lambda p, gi: p - lr * gi, model, g,
                         is_leaf=lambda z: z is None)
    return model, l


def run_trial(model, x, y, lr, steps=20):
    for _ in range(steps):
        model, l = sgd_fare_step(model, x, y, lr)
    return float(l)
