import jax
import jax.numpy as jnp
import numpy as np

from sensors import SOURCES


def u(params, x):
    return jnp.tanh(x[:, None] * params["w"] + params["b"]) @ params["v"]


@jax.jit
def data_step(params, x, y):
    def loss(p):
        f = lambda s: u(p, s[None])[0]
        uxx = jax.vmap(jax.grad(jax.grad(f)))(x)
        return jnp.mean((u(p, x) - y) ** 2) + 0.1 * jnp.mean((uxx + jnp.pi ** 2 * y) ** 2)

    val, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.02 * b, params, g), val


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (16,)), "b": jnp.zeros(16), "v": jax.random.normal(k2, (16,)) * 0.1}
    rng = np.random.default_rng(0)
    for rnd in range(3):
        for source in SOURCES:
            x, y = (np.asarray(a, dtype=np.float32) for a in source(rng))
            params, val = data_step(params, x, y)
        print(rnd, float(val))


if __name__ == "__main__":
    main()
