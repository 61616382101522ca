import functools

import jax
import jax.numpy as jnp
import numpy as np

from heads import head_for


@functools.partial(jax.jit, static_argnums=0)
def predict(head, params, feats):
    return jnp.argmax(head.apply(params, feats), axis=-1)


def main():
    rng = np.random.default_rng(0)
    feats0 = jnp.zeros((1, 32, 32, 8), jnp.float32)
    params = head_for("landcover").init(jax.random.PRNGKey(0), feats0)
    for tile in range(4):
        feats = jnp.asarray(rng.normal(size=(1, 32, 32, 8)).astype(np.float32))
        labels = predict(head_for("landcover"), params, feats)
        print(f"tile {tile}: classes present {np.unique(np.asarray(labels)).tolist()}")


if __name__ == "__main__":
    main()
