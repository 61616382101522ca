import functools

import jax
import jax.numpy as jnp

from model import build_head

CFG = {"n_modes": 6, "fut": 12, "hidden": 64}


@functools.partial(jax.jit, static_argnums=0)
def decode(head, params, feats):
    trajs, logits = head.apply(params, feats)
    best = jnp.argmax(logits, axis=-1)
    return jnp.take_along_axis(trajs, best[:, None, None, None], axis=1)[:, 0]


def main():
    key = jax.random.PRNGKey(0)
    params = build_head(CFG).init(key, jnp.zeros((1, 32)))
    for request in range(5):
        key, k = jax.random.split(key)
        feats = jax.random.normal(k, (8, 32))
        head = build_head(CFG)
        best = decode(head, params, feats)
        print(request, best.shape, float(best[:, -1].mean()))


if __name__ == "__main__":
    main()
