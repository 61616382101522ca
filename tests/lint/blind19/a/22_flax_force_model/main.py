import jax
import jax.numpy as jnp
import optax

from data import harmonic_trajectory, segments
from model import ForceField

RESETS = [12, 32, 48, 68, 76]
MAX_SEGMENT = 20

model = ForceField()
tx = optax.adam(1e-3)


def masked_loss(params, x, f, w):
    pred = model.apply(params, x)
    err = jnp.mean((pred - f) ** 2, axis=(1, 2))
    return jnp.sum(w * err) / jnp.sum(w)


@jax.jit
def update(params, opt_state, x, f, w):
    loss, grads = jax.value_and_grad(masked_loss)(params, x, f, w)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, f = harmonic_trajectory(76, 6)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6, 3)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for xs, fs, w in segments(x, f, RESETS, MAX_SEGMENT):
            params, opt_state, loss = update(params, opt_state, xs, fs, w)
        print(f"epoch {epoch} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
