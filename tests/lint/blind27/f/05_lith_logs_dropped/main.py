import jax
import jax.numpy as jnp
import optax

from loader import DrillLogLoader, N_FEATURES
from model import LithologyNet

model = LithologyNet()
tx = optax.adamw(3e-3)


@jax.jit
def fit_batch(params, opt_state, logs, lith):
    def loss_fn(p):
        logits = model.apply({"params": p}, logs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, lith).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    loader = DrillLogLoader()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, loader.window, N_FEATURES)))["params"]
    opt_state = tx.init(params)
    for epoch in range(3):
        total, n = 0.0, 0
        for logs, lith in loader:
            params, opt_state, loss = fit_batch(params, opt_state, logs, lith)
            total += float(loss)
            n += 1
        print(f"epoch {epoch} xent {total / n:.3f} over {n} batches")


if __name__ == "__main__":
    main()
