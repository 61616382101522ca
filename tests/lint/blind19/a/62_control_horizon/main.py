import jax
import jax.numpy as jnp
import optax

from dynamics import MAX_HORIZON, objective

CURRICULUM = [10, 20, 30, 40]
ITERS_PER_STAGE = 5

opt = optax.adam(0.1)


@jax.jit
def improve(controls, opt_state, active, x0):
    loss, g = jax.value_and_grad(objective)(controls, active, x0)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(controls, updates), opt_state, loss


def main():
    x0 = jnp.zeros(2)
    controls = jnp.zeros((MAX_HORIZON, 2))
    steps = jnp.arange(MAX_HORIZON)
    for horizon in CURRICULUM:
        active = (steps < horizon).astype(jnp.float32)
        opt_state = opt.init(controls)
        for _ in range(ITERS_PER_STAGE):
            controls, opt_state, loss = improve(controls, opt_state, active, x0)
        print(f"horizon {horizon} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
