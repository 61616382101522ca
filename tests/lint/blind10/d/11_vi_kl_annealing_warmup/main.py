import jax
import jax.numpy as jnp
import numpy as np

from vi import init_mean_field, optimizer, svi_update

WARMUP_STEPS = 4
NUM_STEPS = 8


def kl_schedule(step):
    return min(1, step / WARMUP_STEPS)


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(50, 3)), jnp.float32)
    y = jnp.asarray(rng.uniform(size=50) < 0.5, jnp.float32)
    q = init_mean_field(3)
    opt_state = optimizer.init(q)
    key = jax.random.PRNGKey(0)
    for step in range(NUM_STEPS):
        key, sub = jax.random.split(key)
        beta = kl_schedule(step)
        q, opt_state, loss = svi_update(q, opt_state, sub, X, y, beta)
        print(f"step {step} beta {beta} -elbo {float(loss):.2f}")


if __name__ == "__main__":
    main()
