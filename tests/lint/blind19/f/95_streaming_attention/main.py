import jax
import jax.numpy as jnp
import numpy as np

from cache import KVCache

DIM = 8


@jax.jit
def attend(params, frame_feat, keys, values):
    q = frame_feat @ params["wq"]
    k_new = frame_feat @ params["wk"]
    v_new = frame_feat @ params["wv"]
    all_k = jnp.concatenate([keys, k_new[None]])
    all_v = jnp.concatenate([values, v_new[None]])
    weights = jax.nn.softmax(all_k @ q / jnp.sqrt(DIM))
    return weights @ all_v, k_new, v_new


def main():
    rng = np.random.default_rng(0)
    params = {n: jnp.asarray(rng.standard_normal((DIM, DIM)).astype(np.float32) * 0.3) for n in ("wq", "wk", "wv")}
    cache = KVCache(DIM)
    outs = []
    for _ in range(6):
        feat = jnp.asarray(rng.standard_normal(DIM).astype(np.float32))
        ctx, k, v = attend(params, feat, cache.keys, cache.values)
        cache.append(k, v)
        outs.append(round(float(ctx.sum()), 3))
    print(outs)


if __name__ == "__main__":
    main()
