import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import link_loss

N, F, E = 60, 8, 200
tx = optax.adam(1e-2)


def embed(params, x, s, r):
    h = x @ params["w"]
    return h + jax.ops.segment_sum(h[s], r, num_segments=N) * 0.2


@functools.partial(jax.jit, static_argnames=("epoch",))
def train_step(params, opt_state, x, s, r, pos, neg, epoch):
    loss, g = jax.value_and_grad(lambda p: link_loss(embed(p, x, s, r), pos, neg, epoch))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    s = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    r = jnp.asarray(rng.integers(0, N, E).astype(np.int32))
    pos = jnp.stack([s, r])
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (F, 16)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(6):
        neg = jnp.asarray(rng.integers(0, N, (2, E)).astype(np.int32))
        params, opt_state, loss = train_step(params, opt_state, x, s, r, pos, neg, epoch=epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
