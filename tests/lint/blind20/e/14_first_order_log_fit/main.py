import jax
import jax.numpy as jnp

from logs import segments


def predict(params, u, y):
    a, b = params
    return a * y[:-1] + b * u[:-1]


def loss(params, seg):
    u, y = seg
    return jnp.mean((predict(params, u, y) - y[1:]) ** 2)


@jax.jit
def fit_step(params, seg):
    g = jax.grad(loss)(params, seg)
    return jax.tree_util.tree_map(lambda p, gp: p - 0.5 * gp, params, g)


def main():
    params = (jnp.array(0.5), jnp.array(0.0))
    for epoch in range(3):
        for seg in segments(6):
            params = fit_step(params, seg)
    print([float(p) for p in params])


if __name__ == "__main__":
    main()
