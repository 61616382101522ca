import jax
import jax.numpy as jnp
import optax

from data import season_batches
from model import init_params, predict

optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, weather, mask, yields):
    def loss_fn(p):
        return jnp.mean((predict(p, weather, mask) - yields) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        for weather, mask, yields in season_batches(seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, weather, mask, yields)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
