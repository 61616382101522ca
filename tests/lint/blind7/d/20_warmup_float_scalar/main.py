import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 3


@jax.jit
def pg_step(theta, obs, adv, lr_scale):
    def loss(t):
        logits = obs @ t
        return -jnp.mean(jax.nn.log_sigmoid(logits) * adv)
    return theta - 0.05 * lr_scale * jax.grad(loss)(theta)


def main():
    rng = np.random.default_rng(0)
    theta = jnp.zeros(3)
    for step in range(6):
        obs = jnp.asarray(rng.normal(size=(32, 3)), dtype=jnp.float32)
        adv = jnp.asarray(rng.normal(size=32), dtype=jnp.float32)
        scale = min(1.0, (step + 1) / WARMUP)
        theta = pg_step(theta, obs, adv, scale)
        print(step, scale, theta.tolist())


if __name__ == "__main__":
    main()
