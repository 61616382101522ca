import jax
import jax.numpy as jnp
import numpy as np

H = 16


def init_params(key, n_in):
    k1, k2 = jax.random.split(key)
    return {"wx": jax.random.normal(k1, (n_in, 3 * H)) * 0.2,
            "wh": jax.random.normal(k2, (H, 3 * H)) * 0.2}


def initial_carry():
    return (jnp.zeros(H, jnp.float32),)


@jax.jit
def gru_tick(params, carry, x):
    (h,) = carry
    zx = x @ params["wx"]
    zh = h @ params["wh"]
    r = jax.nn.sigmoid(zx[:H] + zh[:H])
    u = jax.nn.sigmoid(zx[H:2 * H] + zh[H:2 * H])
    n = jnp.tanh(zx[2 * H:] + r * zh[2 * H:])
    h = (1 - u) * n + u * h
    return (h,), h.mean()


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), 9)
    carry = initial_carry()
    for t in range(10):
        x = rng.normal(size=9).astype(np.float32)
        carry, momentum = gru_tick(params, carry, x)
    print(float(momentum))


if __name__ == "__main__":
    main()
