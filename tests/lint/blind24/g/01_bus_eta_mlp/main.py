import jax
import jax.numpy as jnp
import optax

from data import make_trips, batches
from model import init_params, predict

opt = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_trips(1000)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for epoch in range(3):
        total = 0.0
        for xb, yb in batches(x, y, 128, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} mse {total:.3f}")


if __name__ == "__main__":
    main()
