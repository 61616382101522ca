import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from losses import objective
from model import ConvSeparator

LEN = 1024
optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, mix, refs, l1_weight):
    def loss_fn(m):
        est = jax.vmap(m)(mix)
        return objective(est, refs, l1_weight)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def l1_schedule(epoch):
    return jnp.float32(0.1 if epoch < 2 else 0.0)


def main():
    key = jax.random.PRNGKey(0)
    model = ConvSeparator(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        key, k1, k2 = jax.random.split(key, 3)
        refs = jax.random.normal(k1, (4, 2, LEN))
        mix = refs.sum(axis=1)
        model, opt_state, loss = train_step(model, opt_state, mix, refs, l1_schedule(epoch))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
