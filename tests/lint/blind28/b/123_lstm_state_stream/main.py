import jax
import jax.numpy as jnp
import numpy as np

H = 16


def init_params(key, n_in):
    k1, k2 = jax.random.split(key)
    return {"wx": jax.random.normal(k1, (n_in, 4 * H)) * 0.2,
            "wh": jax.random.normal(k2, (H, 4 * H)) * 0.2}


@jax.jit
def lstm_tick(params, carry, x):
    h, c = carry
    z = x @ params["wx"] + h @ params["wh"]
    i, f, o, g = jnp.split(z, 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return (h, c), h.mean()


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), 9)
    # live spectator feed: one feature vector per second of the match
    carry = [jnp.zeros(H), jnp.zeros(H)]
    for t in range(10):
        x = rng.normal(size=9).astype(np.float32)
        carry, momentum = lstm_tick(params, carry, x)
    print(float(momentum))


if __name__ == "__main__":
    main()
