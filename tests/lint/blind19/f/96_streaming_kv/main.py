import jax
import jax.numpy as jnp
import numpy as np

from cache import KVCache

DIM = 8
CAPACITY = 16


@jax.jit
def attend(params, frame_feat, keys, values, length):
    q = frame_feat @ params["wq"]
    k_new = frame_feat @ params["wk"]
    v_new = frame_feat @ params["wv"]
    all_k = keys.at[length].set(k_new)
    all_v = values.at[length].set(v_new)
    scores = all_k @ q / jnp.sqrt(DIM)
    scores = jnp.where(jnp.arange(CAPACITY) <= length, scores, -jnp.inf)
    weights = jax.nn.softmax(scores)
    return weights @ all_v, k_new, v_new


def main():
    rng = np.random.default_rng(0)
    params = {n: jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) * 0.3) for n in ("wq", "wk", "wv")}
    cache = KVCache(DIM, CAPACITY)
    outs = []
    for _ in range(6):
        feat = jnp.asarray(rng.standard_normal(DIM).astype(np.float32))
        ctx, k, v = attend(params, feat, cache.keys, cache.values, cache.length)
        cache.append(k, v)
        outs.append(round(float(ctx.sum()), 3))
    print(outs)


if __name__ == "__main__":
    main()
