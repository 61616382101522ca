import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import init_params

N_CH, N_CLASSES, N_SUBJECTS = 10, 3, 3


def logits(params, sid, x):
    scale = params["subjects"]["scale"][sid]
    shift = params["subjects"]["shift"][sid]
    return (x * scale + shift) @ params["shared"]["W"]


@jax.jit
def sgd_step(params, x, y, sid):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(logits(p, sid, x), y).mean()
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
    params = init_params(jax.random.PRNGKey(0), N_SUBJECTS, N_CH, N_CLASSES)
    for step, (sid, x, y) in enumerate(batch_stream(9)):
        params, loss = sgd_step(params, x, y, jnp.int32(sid))
        print(f"step {step} sub{sid:02d}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
