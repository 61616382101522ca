from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from options import TRAIN_OPTS, as_static, eval_opts


@partial(jax.jit, static_argnames=("opts",))
def pinball_loss(pred, target, opts):
    o = dict(opts)
    err = target - pred
    q = o["quantile"]
    loss = jnp.maximum(q * err, (q - 1.0) * err)
    hours = jnp.arange(pred.shape[-1])
    lo, hi = o["peak_hours"]
    w = jnp.where((hours >= lo) & (hours < hi), o["peak_weight"], 1.0)
    return jnp.mean(loss * w)


def main():
    rng = np.random.default_rng(3)
    for epoch in range(3):
        pred = rng.normal(1.0, 0.2, (16, 24)).astype(np.float32)
        target = rng.normal(1.0, 0.2, (16, 24)).astype(np.float32)
        train = pinball_loss(pred, target, opts=as_static(TRAIN_OPTS))
        val = pinball_loss(pred, target, opts=as_static(eval_opts(0.5)))
        print(f"epoch {epoch}: train {float(train):.4f} val {float(val):.4f}")


if __name__ == "__main__":
    main()
