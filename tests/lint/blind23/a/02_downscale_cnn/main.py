import jax
import jax.numpy as jnp
import optax

from data import batches, make_patches
from model import SRNet

BATCH = 32
model = SRNet()
tx = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def sr_update(params, opt_state, lo, hi, w):
    def loss_fn(p):
        pred = model.apply(p, lo)
        per_sample = jnp.mean((pred - hi) ** 2, axis=(1, 2, 3))
        return jnp.sum(per_sample * w) / jnp.sum(w)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    lo, hi = make_patches()
    params = model.init(jax.random.PRNGKey(0), lo[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb, wb in batches(lo, hi, BATCH):
            params, opt_state, loss = sr_update(params, opt_state, xb, yb, wb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
