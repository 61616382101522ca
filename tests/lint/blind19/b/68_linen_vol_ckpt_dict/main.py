import jax
import jax.numpy as jnp
import optax

from checkpoint import InMemoryCheckpointer
from model import VolForecaster

model = VolForecaster()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply(p, x)
        return jnp.mean(y / pred + jnp.log(pred))  # QLIKE
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    x = jax.random.normal(k1, (128, 5))
    y = jnp.exp(0.3 * x[:, 0]) * jax.random.exponential(k2, (128,))
    params = model.init(k3, x)
    opt_state = tx.init(params)
    ckpt = InMemoryCheckpointer()
    for block in range(3):
        for _ in range(4):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        ckpt.maybe_save(params, float(loss))
        params = ckpt.restore()
        opt_state = tx.init(params)
        print(block, float(loss))


if __name__ == "__main__":
    main()
