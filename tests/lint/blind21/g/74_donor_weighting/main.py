import jax
import jax.numpy as jnp
import numpy as np

from objective import pre_period_loss

T_PRE, N_DONORS = 24, 8


def main():
    rng = np.random.default_rng(151)
    donors = jnp.asarray(rng.normal(size=(T_PRE, N_DONORS)).cumsum(0), jnp.float32)
    true_w = np.array([0.5, 0.3, 0.2, 0, 0, 0, 0, 0], np.float32)
    target = donors @ true_w + 0.05 * jnp.asarray(rng.normal(size=T_PRE), jnp.float32)

    grad_fn = jax.jit(jax.grad(pre_period_loss))
    logits = jnp.zeros(N_DONORS)
    for it in range(8):
        g = grad_fn(logits, target, donors, 0.01)
        logits = logits - 0.5 * g
    print("weights", np.round(np.asarray(jax.nn.softmax(logits)), 3))


if __name__ == "__main__":
    main()
