import jax
import jax.numpy as jnp
import optax

from data import make_customers, cohort_batches
from model import CLVHead

model = CLVHead()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply(p, x)
        return jnp.mean((jnp.log1p(pred) - jnp.log1p(y)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    feats, cohort, spend = make_customers()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, feats.shape[1])))
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in cohort_batches(feats, cohort, spend):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
