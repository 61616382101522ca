import jax
import jax.numpy as jnp
import optax

from loader import WellLoader, make_wells
from model import HeadModel

model = HeadModel()
tx = optax.adamw(3e-3)


def masked_mse(params, recharge, heads, mask):
    pred = model.apply(params, recharge)
    err = ((pred - heads) ** 2).mean(axis=-1)
    return (err * mask).sum() / mask.sum()


@jax.jit
def update(params, opt_state, recharge, heads, mask):
    loss, g = jax.value_and_grad(masked_mse)(params, recharge, heads, mask)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def run():
    heads, recharge = make_wells()
    loader = WellLoader(heads, recharge, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, heads.shape[1])))
    opt_state = tx.init(params)
    for epoch in range(4):
        total = 0.0
        for h, r, m in loader:
            params, opt_state, loss = update(params, opt_state, r, h, m)
            total += float(loss)
        print("epoch", epoch, round(total, 4))


if __name__ == "__main__":
    run()
