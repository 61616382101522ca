import jax
import jax.numpy as jnp
import numpy as np
import optax
from data import make_listings, iterate_batches
from model import init_params, predict

opt = optax.adam(1e-3)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss

def main():
    X, y = make_listings()
    params = init_params(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(4):
        losses = []
        for xb, yb in iterate_batches(X, y, 64, rng):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} mse {np.mean(losses):.4f}")

if __name__ == "__main__":
    main()
