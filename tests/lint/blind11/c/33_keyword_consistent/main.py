import jax
import jax.numpy as jnp
import numpy as np

from model import init, score

emb = init(jax.random.PRNGKey(0))
bias = jnp.zeros((20,))


def warm_up():
    q = jnp.ones((6,))
    score(emb, q, bias=bias)


def serve(queries):
    out = []
    for q in queries:
        s = score(emb, jnp.asarray(q), bias=bias)
        out.append(int(jnp.argmax(s)))
    return out


warm_up()
rng = np.random.default_rng(6)
print(serve([rng.normal(size=(6,)).astype(np.float32) for _ in range(4)]))
