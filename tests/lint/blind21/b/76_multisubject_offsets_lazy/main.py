from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import ensure_subject, init_shared

N_CH, N_CLASSES = 10, 3


def logits(params, name, x):
    sub = params["subjects"][name]
    return (x * sub["scale"] + sub["shift"]) @ params["shared"]["W"]


@partial(jax.jit, static_argnames=("name",))
def sgd_step(params, x, y, name):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(logits(p, name, x), y).mean()
    )(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g), loss


def batch_stream(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        sid = i % 3
        y = rng.integers(0, N_CLASSES, size=24)
        x = rng.normal(size=(24, N_CH)) * (1 + sid) + np.eye(N_CH)[y * 3]
        yield sid, jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y)


def main():
    params = init_shared(jax.random.PRNGKey(0), N_CH, N_CLASSES)
    for step, (sid, x, y) in enumerate(batch_stream(9)):
        params, name = ensure_subject(params, sid, N_CH)
        params, loss = sgd_step(params, x, y, name=name)
        print(f"step {step} {name}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
