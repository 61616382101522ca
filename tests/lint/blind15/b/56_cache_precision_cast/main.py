import jax
import jax.numpy as jnp

from cache import init_cache, write

VOCAB, DIM, LAYERS, MAX_LEN = 30, 16, 2, 12


def init(key):
    ks = jax.random.split(key, 2 + 2 * LAYERS)
    return {"embed": jax.random.normal(ks[0], (VOCAB, DIM)),
            "out": jax.random.normal(ks[1], (DIM, VOCAB)) * 0.3,
            "layers": [{"wk": jax.random.normal(ks[2 + 2 * i], (DIM, DIM)) * 0.2,
                        "wv": jax.random.normal(ks[3 + 2 * i], (DIM, DIM)) * 0.2}
                       for i in range(LAYERS)]}


@jax.jit
def decode(params, cache, token, pos):
    x = params["embed"][token]
    new_cache = []
    for layer, lc in zip(params["layers"], cache):
        lc = write(lc, pos, x @ layer["wk"], x @ layer["wv"])
        valid = jnp.arange(MAX_LEN) <= pos
        att = jax.nn.softmax(jnp.where(valid, lc["k"] @ x, -1e9))
        x = x + att @ lc["v"]
        new_cache.append(lc)
    return jnp.argmax(x @ params["out"]).astype(jnp.int32), new_cache


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0))
    cache = init_cache(LAYERS, MAX_LEN, DIM)
    token, out = jnp.int32(3), []
    for pos in range(6):
        token, cache = decode(params, cache, token, jnp.int32(pos))
        out.append(int(token))
    print(out)
