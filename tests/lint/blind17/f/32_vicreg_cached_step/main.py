import jax
import jax.numpy as jnp
import numpy as np

from steps import TX, get_train_step


SIM_W, VAR_W = 25.0, 25.0


def cov_weight(step, ramp=5):
    r = min(step / ramp, 1.0)
    return jnp.float32(0.1 + 0.9 * r)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (10, 24)) * 0.2, "e": jax.random.normal(k2, (24, 12)) * 0.2}
    opt_state = TX.init(params)
    for step in range(8):
        train_step = get_train_step(SIM_W, VAR_W)
        x = rng.normal(size=(16, 10)).astype(np.float32)
        x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x1, x2, cov_weight(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
