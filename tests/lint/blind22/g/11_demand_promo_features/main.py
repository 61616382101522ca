import jax
import jax.numpy as jnp
import optax

from data import weekly_batches
from model import DemandModel

model = DemandModel()
tx = optax.sgd(1e-3)


@jax.jit
def update(params, opt_state, batch):
    def loss_fn(p):
        log_rate = model.apply(p, batch)
        return jnp.mean(jnp.exp(log_rate) - batch["units"] * log_rate)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    batches = list(weekly_batches())
    params = model.init(jax.random.PRNGKey(0), batches[0])
    opt_state = tx.init(params)
    for batch in batches:
        params, opt_state, loss = update(params, opt_state, batch)
        print(f"loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
