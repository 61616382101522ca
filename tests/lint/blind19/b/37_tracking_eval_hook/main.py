import jax
import jax.numpy as jnp
import numpy as np

from callbacks import EvalEvery


@jax.jit
def tracking_error(weights, rets, bench):
    w = jax.nn.softmax(weights)
    active = rets @ w - bench
    return jnp.sqrt(jnp.mean(active ** 2) * 252.0)


@jax.jit
def descend(weights, rets, bench, lr):
    return weights - lr * jax.grad(tracking_error)(weights, rets, bench)


def main():
    rng = np.random.default_rng(31)
    rets = (rng.standard_normal((120, 8)) * 0.01).astype(np.float32)
    bench = rets[:, :3].mean(1) + 0.001 * rng.standard_normal(120).astype(np.float32)
    tr = (jnp.asarray(rets[:60]), jnp.asarray(bench[:60]))
    va = (jnp.asarray(rets[60:]), jnp.asarray(bench[60:]))
    cb = EvalEvery(every=2, loss_fn=tracking_error, val_batch=va)
    weights = jnp.zeros(8)
    lr = jnp.float32(0.5)
    for step in range(6):
        train_te = tracking_error(weights, *tr)
        weights = descend(weights, *tr, lr)
        cb(step, weights)
    print("train TE", float(train_te), "val TE", cb.history)


if __name__ == "__main__":
    main()
