import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from layers import message_pass

N, F, C = 60, 8, 3
tx = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnames=("aggregate",))
def train_step(params, opt_state, x, s, r, y, aggregate):
    def loss_fn(p):
        h = message_pass(p, x, s, r, aggregate)
        return optax.softmax_cross_entropy_with_integer_labels(h @ p["w_out"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def run(aggr_name, data, steps=3):
    x, s, r, y = data
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w_msg": jax.random.normal(ks[0], (F, F)) * 0.3,
              "w_self": jax.random.normal(ks[1], (F, F)) * 0.3,
              "w_out": jax.random.normal(ks[2], (F, C)) * 0.3}
    opt_state = tx.init(params)
    for _ in range(steps):
        if aggr_name == "sum":
            agg = lambda m, idx, n: jax.ops.segment_sum(m, idx, num_segments=n)
        elif aggr_name == "max":
            agg = lambda m, idx, n: jax.ops.segment_max(m, idx, num_segments=n)
        else:
            agg = lambda m, idx, n: jax.ops.segment_sum(m, idx, num_segments=n) / jnp.maximum(
                jax.ops.segment_sum(jnp.ones_like(m[:, :1]), idx, num_segments=n), 1.0)
        params, opt_state, loss = train_step(params, opt_state, x, s, r, y, aggregate=agg)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    data = (jnp.asarray(rng.normal(size=(N, F)).astype(np.float32)),
            jnp.asarray(rng.integers(0, N, 200).astype(np.int32)),
            jnp.asarray(rng.integers(0, N, 200).astype(np.int32)),
            jnp.asarray(rng.integers(0, C, N).astype(np.int32)))
    for name in ("sum", "mean", "max"):
        print(name, run(name, data))


if __name__ == "__main__":
    main()
