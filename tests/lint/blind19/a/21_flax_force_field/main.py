import jax
import jax.numpy as jnp
import optax

from data import harmonic_trajectory, segments
from model import ForceField, make_loss

RESETS = [12, 32, 48, 68, 76]

model = ForceField()
loss_fn = make_loss(model)
tx = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, x, f):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, f)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, f = harmonic_trajectory(76, 6)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6, 3)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for xs, fs in segments(x, f, RESETS):
            params, opt_state, loss = update(params, opt_state, xs, fs)
        print(f"epoch {epoch} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
