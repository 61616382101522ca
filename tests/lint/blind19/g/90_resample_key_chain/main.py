import jax
import jax.numpy as jnp

from sampler import epoch_key

N = 128


def u(params, x):
    return jnp.tanh(x[:, None] * params["w"] + params["b"]) @ params["v"]


@jax.jit
def resample_and_step(params, key):
    x = jax.random.uniform(key, (N,))

    def loss(p):
        ux = jax.vmap(jax.grad(lambda s: u(p, s[None])[0]))(x)
        return jnp.mean((ux - jnp.cos(x)) ** 2) + u(p, jnp.zeros(1))[0] ** 2

    val, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), val


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(42))
    params = {"w": jax.random.normal(k1, (16,)), "b": jnp.zeros(16), "v": jax.random.normal(k2, (16,)) * 0.1}
    for epoch in range(4):
        params, val = resample_and_step(params, epoch_key(epoch))
        print(epoch, float(val))


if __name__ == "__main__":
    main()
