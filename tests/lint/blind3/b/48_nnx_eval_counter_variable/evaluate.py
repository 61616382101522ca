from flax import nnx
import jax.numpy as jnp


@nnx.jit
def eval_batch(model, tracker, x, y):
    pred = model(x)
    err = pred - y
    tracker.sq_err[...] += jnp.sum(err**2)
    tracker.abs_err[...] += jnp.sum(jnp.abs(err))
    tracker.n_seen[...] += y.shape[0]
    tracker.batches[...] += 1


def run_eval(model, tracker, batches):
    for x, y in batches:
        eval_batch(model, tracker, x, y)
    return tracker.summary()
