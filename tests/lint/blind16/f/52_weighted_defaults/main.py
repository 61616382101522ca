import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from sampling import make_batches


class Delinquency(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(32)(x)))[:, 0]


model = Delinquency()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        per_ex = optax.sigmoid_binary_cross_entropy(model.apply(p, batch["x"]),
                                                    batch["y"].astype(jnp.float32))
        return jnp.mean(per_ex * batch["weight"])
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 9)).astype(np.float32)
    y = (x[:, 0] > 1.2).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        reweight = epoch % 2 == 1
        for batch in make_batches(x, y, 64, reweight, rng):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, reweight, float(loss))


if __name__ == "__main__":
    main()
