import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import FUT, stream, warmup_batch


class GRUForecaster(nn.Module):
    @nn.compact
    def __call__(self, past):
        b, a, h, _ = past.shape
        x = past.reshape(b * a, h, 2)
        carry = jnp.zeros((b * a, 32))
        cell = nn.GRUCell(32)
        for t in range(h):
            carry, _ = cell(carry, x[:, t])
        out = nn.Dense(FUT * 2)(carry)
        return out.reshape(b, a, FUT, 2)


model = GRUForecaster()
tx = optax.adamw(1e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, batch):
    past, future = batch

    def loss_fn(p):
        return jnp.mean(optax.huber_loss(model.apply(p, past), future))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    first = warmup_batch(rng, 8)
    params = model.init(jax.random.PRNGKey(0), first[0])
    opt_state = tx.init(params)
    params, opt_state, loss = train_step(params, opt_state, first)
    for i, batch in enumerate(stream(rng, 8, 4)):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(i, float(loss))


if __name__ == "__main__":
    main()
