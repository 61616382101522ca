import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EpochLogger
from optim import optimizer

# mask process correction: per-feature-class bias to cancel e-beam writer / etch loading


def measured_mask_cd(seed=0, n=120):
    rng = np.random.default_rng(seed)
    density = rng.uniform(0.1, 0.9, n).astype(np.float32)
    target = rng.choice([60.0, 80.0, 120.0], n).astype(np.float32)
    written = target + 3.0 * density - 1.5 + rng.normal(0, 0.3, n).astype(np.float32)
    return jnp.asarray(density), jnp.asarray(target), jnp.asarray(written)


@jax.jit
def mpc_step(coef, opt_state, density, target, written):
    def loss_fn(c):
        corrected = written - (c[0] + c[1] * density + c[2] * density ** 2)
        return jnp.mean((corrected - target) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(coef)
    upd, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(coef, upd), opt_state, loss


def main():
    density, target, written = measured_mask_cd()
    coef = jnp.zeros(3)
    opt_state = optimizer.init(coef)
    log = EpochLogger(every=10)
    for step in range(60):
        coef, opt_state, loss = mpc_step(coef, opt_state, density, target, written)
        log(step, loss)
    print("bias model", np.round(np.asarray(coef), 3))


if __name__ == "__main__":
    main()
