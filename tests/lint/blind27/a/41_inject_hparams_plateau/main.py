import numpy as np
import jax.numpy as jnp

from train import opt, tweedie_step, reduce_on_schedule


def main():
    rng = np.random.default_rng(303)
    x = jnp.asarray(np.column_stack([np.ones(1000), rng.normal(size=(1000, 4))]), jnp.float32)
    has_claim = rng.uniform(size=1000) < 0.15
    y = jnp.asarray(np.where(has_claim, rng.gamma(2.0, 1500.0, 1000), 0.0) / 1000.0, jnp.float32)
    w = jnp.zeros(5)
    opt_state = opt.init(w)
    for epoch in range(12):
        opt_state = reduce_on_schedule(opt_state, epoch)
        for _ in range(5):
            w, opt_state, loss = tweedie_step(w, opt_state, x, y)
        print(epoch, float(opt_state.hyperparams["learning_rate"]), round(float(loss), 4))


if __name__ == "__main__":
    main()
